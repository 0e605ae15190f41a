import type { Language, MessageChannel, PreferencesAnswer } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { messageOf } from '../../../lib/api';
import { usePreferences, useSetPreferences } from '../api/inbox';

export const PREFERENCES_FAILED = 'Failed to load your message preferences';
export const SAVE_FAILED = 'Could not save your message preferences';
export const SAVED = 'Saved. New messages will reach you this way.';

const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'SMS' };
const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/**
 * "Messages" on the profile screen (docs/decisions/notifications.md, "Preferences"): the channels
 * besides the inbox, and the language messages are written in.
 */
export function MessagePreferences() {
  const preferences = usePreferences();
  if (preferences.isPending) return <Loading>Loading message preferences...</Loading>;
  if (preferences.isError) return <Alert>{messageOf(preferences.error, PREFERENCES_FAILED)}</Alert>;
  return <PreferencesForm saved={preferences.data} />;
}

function PreferencesForm({ saved }: { saved: PreferencesAnswer }) {
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
    <form onSubmit={submit} noValidate aria-label="Message preferences" className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Send my messages by</legend>
        <p className="text-sm text-slate-500">Every message is also in your inbox (the bell).</p>
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
              {CHANNEL_LABELS[channel]}
              {channel === 'sms' && !saved.has_phone ? (
                <span className="text-slate-500">(no phone number on file)</span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Language</legend>
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
              {LANGUAGE_LABELS[code]}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? <Alert>{messageOf(save.error, SAVE_FAILED)}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">{SAVED}</Alert> : null}
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save message preferences'}
      </Button>
    </form>
  );
}
