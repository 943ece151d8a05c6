import { DialogBody, ModalDialog } from '../../ui/modal-dialog';
import { AdminDashboard } from './internal/admin-dashboard';

/** The admin dashboard over the map (the user menu's Admin Dashboard); the app loads it on demand. */
export function AdminDashboardDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title="Admin Dashboard" onClose={onClose} wide>
      <DialogBody $gap={4}>
        <AdminDashboard />
      </DialogBody>
    </ModalDialog>
  );
}
