import { currentLanguage, type Language, languages, setLanguage, useTranslation } from '.';

const tones = {
  light: {
    group: 'border-slate-200 bg-slate-50',
    on: 'bg-brand-700 text-white',
    off: 'text-slate-700 hover:bg-white',
    label: 'text-slate-500',
  },
  dark: {
    group: 'border-white/20 bg-white/5',
    on: 'bg-white text-brand-900',
    off: 'text-brand-100 hover:bg-white/10 hover:text-white',
    label: 'text-brand-100',
  },
};

/**
 * English / Kiswahili, each named in its own language (docs/decisions/languages.md, "Choosing a
 * language"). The choice shows at once and is kept on this device; `onChosen` keeps it elsewhere too
 * (the signed-in user's preferences).
 */
export function LanguageSwitch({
  tone = 'light',
  onChosen,
  className = '',
}: {
  tone?: keyof typeof tones;
  onChosen?: (language: Language) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const style = tones[tone];
  const now = currentLanguage();
  const choose = (language: Language) => {
    if (language === now) return;
    void setLanguage(language).then(() => onChosen?.(language));
  };
  const names: Record<Language, string> = { en: t('language.en'), sw: t('language.sw') };
  return (
    // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t('language.label')}
      className={`flex items-center gap-2 text-xs ${className}`}
    >
      <span aria-hidden className={style.label}>
        {t('language.label')}
      </span>
      <span className={`inline-flex rounded-lg border p-0.5 ${style.group}`}>
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === now}
            onClick={() => choose(language)}
            className={`rounded-md px-2.5 py-1 font-semibold transition ${language === now ? style.on : style.off}`}
          >
            {names[language]}
          </button>
        ))}
      </span>
    </div>
  );
}
