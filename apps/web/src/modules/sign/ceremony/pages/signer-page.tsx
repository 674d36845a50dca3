import { PageShell } from '../../../../ui/page-shell.tsx';
import { SigningFlow } from '../components/signing-flow.tsx';

/**
 * pages/h5/lime-signature?token=…: the page a signing link (SMS) opens; no account, the token
 * authorises. The back arrow is hidden: the signer came from a text message, not from the app.
 */
export function SignerPage({ token }: { token: string }) {
  return (
    <PageShell title="合同签署" noBack background="#f5f6f8">
      <SigningFlow token={token} />
    </PageShell>
  );
}
