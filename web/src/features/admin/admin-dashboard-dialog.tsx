import type { ReactNode } from 'react';
import { DialogBody, ModalDialog } from '../../ui/modal-dialog';
import { AdminDashboard } from './internal/admin-dashboard';

/** The admin dashboard over the map (the user menu's Admin Dashboard); the app loads it on demand. */
export function AdminDashboardDialog({ onClose, storyQueue }: { onClose: () => void; storyQueue?: ReactNode }) {
  return (
    <ModalDialog title="Admin Dashboard" onClose={onClose} wide>
      <DialogBody $gap={4}>
        <AdminDashboard storyQueue={storyQueue} />
      </DialogBody>
    </ModalDialog>
  );
}
