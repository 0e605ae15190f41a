import { useState } from 'react';
import { Button } from './Button';

export interface InvitationDetails {
  invitation_url: string;
  invitation_code: string;
  invitation_expires_at: string;
}

/** The link as a member opens it: the server's, made whole with this page's address when it is a path. */
export const invitationLink = (url: string) => new URL(url, window.location.origin).toString();

const shareText = (firstname: string, details: InvitationDetails) =>
  `Hello ${firstname}, choose your Links password here: ${invitationLink(details.invitation_url)} (or enter the code ${details.invitation_code}). It works once, within 7 days.`;

/**
 * A member's one-time invitation (docs/decisions/passwords.md, "Invitations"): the code to read out
 * over the phone, the link, and a way to pass it on: the phone's share sheet where there is one,
 * else a copy to the clipboard.
 */
export function InvitationShare({ firstname, details }: { firstname: string; details: InvitationDetails }) {
  const [copied, setCopied] = useState<string | null>(null);
  const link = invitationLink(details.invitation_url);
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    const text = shareText(firstname, details);
    if (canShare) {
      try {
        await navigator.share({ title: 'Your Links invitation', text });
        return;
      } catch {
        // Dismissed, or refused by the browser: the copy below still works.
      }
    }
    await copy(text, 'Invitation copied');
  };
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(done);
    } catch {
      setCopied('Copying is not allowed here: select the link and copy it by hand.');
    }
  };
  const expires = new Date(details.invitation_expires_at);
  return (
    <section
      aria-label="Invitation"
      data-testid="invitation"
      className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-600/15 ring-inset"
    >
      <p className="text-sm text-slate-700">
        {firstname} chooses their own password with this invitation. It works once, until{' '}
        {expires.toLocaleDateString('en-KE', { day: 'numeric', month: 'short', year: 'numeric' })}. Nobody
        else will know the password.
      </p>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Code to read out</p>
        <p
          className="font-mono text-2xl font-bold tracking-widest text-brand-900"
          data-testid="invitation-code"
        >
          {details.invitation_code}
        </p>
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Link</p>
        <p className="break-all font-mono text-sm text-slate-800" data-testid="invitation-url">
          {link}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={share}>{canShare ? 'Share invitation' : 'Copy invitation'}</Button>
        <Button variant="secondary" onClick={() => copy(link, 'Link copied')}>
          Copy link
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
