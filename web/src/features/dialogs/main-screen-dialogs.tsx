import { ModalDialog } from './modal-dialog';

export type MainDialog = 'browse' | 'upload' | null;

/**
 * What Browse Events opens today.
 * The full Event Browser is built in issue 5; until then it says so and points at the search box.
 */
export function MainScreenDialogs({ open, onClose }: { open: MainDialog; onClose: () => void }) {
  if (open === 'browse')
    return (
      <ModalDialog title="Browse Events" onClose={onClose}>
        <p>The full Event Browser, with filters by period, type, category and country, is on its way.</p>
        <p>Today, type three or more letters in the search box to find events by name, place, people or tags, and step through the results on the map.</p>
      </ModalDialog>
    );
  return null;
}
