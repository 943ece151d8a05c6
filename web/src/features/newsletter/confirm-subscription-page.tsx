import { useSearchParams } from 'react-router-dom';
import { postJson } from '../../lib/http';
import { ConfirmLinkCard } from '../../ui/confirm-link-card';

/** /newsletter/confirm?token=: the link of a subscription's confirmation mail. */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <ConfirmLinkCard
      title="Newsletter subscription"
      confirm={async () => {
        await postJson('/api/newsletter/confirm', { token });
        return "Your subscription is confirmed. You'll receive your first historical digest soon.";
      }}
    />
  );
}
