import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { formatDate } from '../../lib/format';
import { Button } from './Button';

export interface InvitationDetails {
  invitation_url: string;
  invitation_code: string;
  invitation_expires_at: string;
}

/** The link as a member opens it: the server's, made whole with this page's address when it is a path. */
export const invitationLink = (url: string) => new URL(url, window.location.origin).toString();

/**
 * A member's one-time invitation (docs/decisions/passwords.md, "Invitations"): the code to read out
 * over the phone, the link, and a way to pass it on: the phone's share sheet where there is one,
 * else a copy to the clipboard.
 */
export function InvitationShare({ firstname, details }: { firstname: string; details: InvitationDetails }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const link = invitationLink(details.invitation_url);
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    const text = t('common.invitation.shareText', { firstname, link, code: details.invitation_code });
    if (canShare) {
      try {
        await navigator.share({ title: t('common.invitation.shareTitle'), text });
        return;
      } catch {
        // Dismissed, or refused by the browser: the copy below still works.
      }
    }
    await copy(text, t('common.invitation.copied'));
  };
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(done);
    } catch {
      setCopied(t('common.invitation.copyRefused'));
    }
  };
  return (
    <section
      aria-label={t('common.invitation.label')}
      data-testid="invitation"
      className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-600/15 ring-inset"
    >
      <p className="text-sm text-slate-700">
        {t('common.invitation.explains', { firstname, date: formatDate(details.invitation_expires_at) })}
      </p>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
          {t('common.invitation.code')}
        </p>
        <p
          className="font-mono text-2xl font-bold tracking-widest text-brand-900"
          data-testid="invitation-code"
        >
          {details.invitation_code}
        </p>
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
          {t('common.invitation.link')}
        </p>
        <p className="break-all font-mono text-sm text-slate-800" data-testid="invitation-url">
          {link}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={share}>
          {canShare ? t('common.invitation.share') : t('common.invitation.copy')}
        </Button>
        <Button variant="secondary" onClick={() => copy(link, t('common.invitation.linkCopied'))}>
          {t('common.invitation.copyLink')}
        </Button>
      </div>
      {copied ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {copied}
        </p>
      ) : null}
    </section>
  );
}
