import { ModalDialog } from './modal-dialog';

export type MainDialog = 'browse' | 'upload' | null;

/**
 * What Browse Events and Upload Event / Add Event / Add Your Story open today.
 * The full Event Browser and the upload wizard are built in issue 5; until then these say so and
 * point at what works now (the search box, and submitting through the API).
 */
export function MainScreenDialogs({ open, onClose }: { open: MainDialog; onClose: () => void }) {
  if (open === 'browse')
    return (
      <ModalDialog title="Browse Events" onClose={onClose}>
        <p>The full Event Browser, with filters by period, type, category and country, is on its way.</p>
        <p>Today, type three or more letters in the search box to find events by name, place, people or tags, and step through the results on the map.</p>
      </ModalDialog>
    );
  if (open === 'upload')
    return (
      <ModalDialog title="Upload Event" onClose={onClose}>
        <p>The step-by-step upload wizard is on its way.</p>
        <p>
          Today, events can be submitted through our API: <code>POST /api/events</code> with a JSON event, or the <code>createEvent</code> GraphQL mutation
          at <code>/graphql</code>. Every submission passes the content check and is published as &lsquo;Pending verification&rsquo;.
        </p>
      </ModalDialog>
    );
  return null;
}
