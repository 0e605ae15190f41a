import type { Language, MessageChannel, PreferencesAnswer } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { msg, useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { usePreferences, useSetPreferences } from '../api/inbox';

const channelWords: Record<MessageChannel, `notifications.preferences.${MessageChannel}`> = {
  email: msg('notifications.preferences.email'),
  sms: msg('notifications.preferences.sms'),
};
/** Each language in its own words, as the switch names them. */
const languageWords: Record<Language, `language.${Language}`> = {
  en: msg('language.en'),
  sw: msg('language.sw'),
};

/**
 * "Messages" on the profile screen (docs/decisions/notifications.md, "Preferences"): the channels
 * besides the inbox, and the language messages are written in.
 */
export function MessagePreferences() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  if (preferences.isPending) return <Loading>{t('notifications.preferences.loading')}</Loading>;
  if (preferences.isError)
    return <Alert>{messageOf(preferences.error, t('notifications.preferences.failed'))}</Alert>;
  return <PreferencesForm saved={preferences.data} />;
}

function PreferencesForm({ saved }: { saved: PreferencesAnswer }) {
  const { t } = useTranslation();
  const save = useSetPreferences();
  const [channels, setChannels] = useState<MessageChannel[]>(saved.channels);
  const [language, setLanguage] = useState<Language>(saved.language);
  const toggle = (channel: MessageChannel, on: boolean) =>
    setChannels((now) => (on ? [...now, channel] : now.filter((c) => c !== channel)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate({ channels, language });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('notifications.preferences.label')}
      className="space-y-5"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {t('notifications.preferences.sendBy')}
        </legend>
        <p className="text-sm text-slate-500">{t('notifications.preferences.inboxToo')}</p>
        <div className="mt-2 space-y-1">
          {(['email', 'sms'] as const).map((channel) => (
            <label key={channel} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                name="channels"
                value={channel}
                className="h-5 w-5 rounded border-slate-300 text-brand-700"
                checked={channels.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
              />
              {t(channelWords[channel])}
              {channel === 'sms' && !saved.has_phone ? (
                <span className="text-slate-500">{t('notifications.preferences.noPhone')}</span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('language.label')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6">
          {(['en', 'sw'] as const).map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="radio"
                name="language"
                value={code}
                className="h-5 w-5 border-slate-300 text-brand-700"
                checked={language === code}
                onChange={() => setLanguage(code)}
              />
              {t(languageWords[code])}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? (
        <Alert>{messageOf(save.error, t('notifications.preferences.saveFailed'))}</Alert>
      ) : null}
      {save.isSuccess ? <Alert tone="success">{t('notifications.preferences.saved')}</Alert> : null}
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {save.isPending ? t('notifications.preferences.saving') : t('notifications.preferences.submit')}
      </Button>
    </form>
  );
}
