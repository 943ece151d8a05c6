import { ModalDialog } from './modal-dialog';

export type MainDialog = 'browse' | 'upload' | 'help' | null;

/**
 * What Browse Events, Upload Event / Add Event / Add Your Story and the help button open today.
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
  if (open === 'help')
    return (
      <ModalDialog title="How to use Epoch Atlas" onClose={onClose}>
        <ol>
          <li>Press play on the timeline, or drag its handle, to travel from 3500 BCE to 2000 CE. Arrow keys step, Page Up and Page Down move a century.</li>
          <li>Switch between Real history and What-If stories with the toggle on the timeline.</li>
          <li>Tick periods in the legend to show or hide them; tick Show Connections to draw links between related events.</li>
          <li>Click an event for its popup and details; search for events by name, place or people in the header.</li>
          <li>Share any view: the address bar holds the year, mode, periods, search and map position.</li>
        </ol>
      </ModalDialog>
    );
  return null;
}
