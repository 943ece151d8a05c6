import { useApolloClient } from '@apollo/client/react';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@domain/enums';
import { NEWSLETTERS, tierLabel } from '@domain/newsletters';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/choice-fields';
import { Form, FormMessage } from '../../../ui/form';
import { Cluster } from '../../../ui/panel';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { NewsletterLabel } from '../../../ui/tier-badge';
import { createCampaign, fetchCampaigns, previewCampaign, previewDigest, sendCampaign, sendTestCampaign, type Draft, type Preview } from './campaign-api';
import { Pager, Table, usePage } from './people-tabs';

const EMPTY: Draft = { newsletter: 'weeklyDigest', subject: '', markdown: '' };
const subscribers = (n: number) => `${n.toLocaleString('en')} active subscriber${n === 1 ? '' : 's'}`;
const when = (iso: string) => new Date(iso).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Campaigns (spec section 2's tab, issue 27): write in Markdown, preview the mail as subscribers
 * get it, send a test to yourself, send it to the newsletter's active subscribers (after a second
 * click), preview the next automatic 'This Week in History', and every campaign's state and figures.
 */
export function CampaignsTab() {
  const client = useApolloClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  /** The id the draft was saved under, while it is unchanged since. */
  const [saved, setSaved] = useState<{ id: string; for: string } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [listVersion, setListVersion] = useState(0);
  const list = usePage((c, request) => fetchCampaigns(c, request), `campaigns:${listVersion}`);

  const edit = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setConfirming(false);
  };
  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setMessage(null);
    try {
      const text = await action();
      if (text) setMessage({ text, tone: 'ok' });
    } catch (e) {
      setMessage({ text: errorText(e), tone: 'error' });
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  /** The saved draft's id: saved again only if it changed since. */
  const savedId = async () => {
    const key = JSON.stringify(draft);
    if (saved?.for === key) return saved.id;
    const id = await createCampaign(client, draft);
    setSaved({ id, for: key });
    setListVersion((v) => v + 1);
    return id;
  };
  const showPreview = () =>
    run(async () => {
      setPreview(await previewCampaign(client, draft));
      return null;
    });
  const sendTest = () =>
    run(async () => {
      await sendTestCampaign(client, await savedId());
      return 'A test was sent to your address, marked [Test].';
    });
  const send = () =>
    run(async () => {
      if (!confirming) {
        const reach = await previewCampaign(client, draft);
        setPreview(reach);
        setConfirming(true);
        return `It will go to ${subscribers(reach.recipients)} of ${NEWSLETTERS[draft.newsletter].name}. Click Confirm send to send it.`;
      }
      const recipients = await sendCampaign(client, await savedId());
      setConfirming(false);
      setPreview(null);
      setDraft(EMPTY);
      setSaved(null);
      setListVersion((v) => v + 1);
      return `Sending to ${subscribers(recipients)}: the figures below fill in as it goes out.`;
    });

  return (
    <Layout>
      <section aria-labelledby="compose-title">
        <h2 id="compose-title">New campaign</h2>
        <Form aria-label="New campaign" $gap={3} onSubmit={(e) => e.preventDefault()}>
          <SelectField label="Newsletter" value={draft.newsletter} onChange={(e) => edit({ newsletter: e.target.value as NewsletterTopic })}>
            {NEWSLETTER_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {NEWSLETTERS[topic].name} ({tierLabel(NEWSLETTERS[topic].tier)})
              </option>
            ))}
          </SelectField>
          <TextField label="Subject" value={draft.subject} maxLength={200} onChange={(e) => edit({ subject: e.target.value })} />
          <TextAreaField label="Text (Markdown)" rows={9} value={draft.markdown} onChange={(e) => edit({ markdown: e.target.value })} />
          {message && (
            <FormMessage role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
              {message.text}
            </FormMessage>
          )}
          <Cluster>
            <Button disabled={busy} onClick={() => void showPreview()}>
              Preview
            </Button>
            <Button disabled={busy} onClick={() => void sendTest()}>
              Send test to me
            </Button>
            <Button $variant="primary" disabled={busy} onClick={() => void send()}>
              {confirming ? 'Confirm send' : 'Send campaign'}
            </Button>
          </Cluster>
        </Form>
        <h3>This Week in History</h3>
        <p>Goes out by itself every week with the events of the coming seven days.</p>
        <Button disabled={busy} onClick={() => void run(async () => (setPreview(await previewDigest(client)), null))}>
          Preview this week's digest
        </Button>
      </section>
      {preview && (
        <section aria-label="Preview">
          <h2>Preview: {preview.subject}</h2>
          <p>{subscribers(preview.recipients)} would get it now.</p>
          <PreviewFrame title="Mail preview" sandbox="" srcDoc={preview.html} />
        </section>
      )}
      <section aria-labelledby="campaigns-title" className="wide">
        <Cluster $justify="between">
          <h2 id="campaigns-title">Campaigns</h2>
          <Button $size="sm" onClick={() => setListVersion((v) => v + 1)}>
            Refresh
          </Button>
        </Cluster>
        {list.error && <p role="alert">{list.error}</p>}
        <Scroll>
          <Table
            head={['Subject', 'Newsletter', 'Status', 'Recipients', 'Sent', 'Opened', 'Clicked', 'Date']}
            empty={list.page && list.page.rows.length === 0 ? 'No campaigns yet.' : null}
          >
            {list.page?.rows.map((c) => (
              <tr key={c.id}>
                <td>
                  {c.subject}
                  {c.kind === 'digest' ? ' (automatic)' : ''}
                </td>
                <td>
                  <NewsletterLabel topic={c.newsletter} />
                </td>
                <td>{c.status}</td>
                <td>{c.recipients.toLocaleString('en')}</td>
                <td>
                  {c.sent.toLocaleString('en')}
                  {c.failed ? ` (${c.failed} failed)` : ''}
                </td>
                <td>
                  {c.opened.toLocaleString('en')} ({c.openRate}%)
                </td>
                <td>
                  {c.clicked.toLocaleString('en')} ({c.clickRate}%)
                </td>
                <td>{when(c.finishedAt ?? c.createdAt)}</td>
              </tr>
            ))}
          </Table>
        </Scroll>
        {list.page && <Pager offset={list.offset} total={list.page.total} onPrevious={list.previous} onNext={list.next} />}
      </section>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.1rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const PreviewFrame = styled.iframe`
  width: 100%;
  height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #f4f1ea;
`;

const Scroll = styled.div`
  overflow-x: auto;
`;
