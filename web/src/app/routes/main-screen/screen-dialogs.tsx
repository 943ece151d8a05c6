import { lazy, Suspense } from 'react';
import { EventBrowser } from '../../../features/browser/event-browser';
import { OnboardingGuide } from '../../../features/guide/onboarding-guide';
import { SharePopover } from '../../../features/share/share-popover';
import { UploadWizard } from '../../../features/upload/upload-wizard';
import type { ToastTone } from '../../../ui/toast';
import { useAtlas, useAtlasStore } from './use-atlas';

// The admin dashboard is code for a few people: it loads when an admin opens it, never with the map.
const AdminDashboardDialog = lazy(() => import('../../../features/admin/admin-dashboard-dialog').then((m) => ({ default: m.AdminDashboardDialog })));

export interface ScreenDialogsProps {
  jump: (id: string) => Promise<boolean>;
  onToast: (text: string, ms?: number, tone?: ToastTone) => void;
  /** Starts playback: the guide's Get Started, and closing the first visit's guide in any way. */
  onPlay: () => void;
}

/** The main screen's dialog of the moment, if any; the toast says how a dialog's action went. */
export function ScreenDialogs({ jump, onToast, onPlay }: ScreenDialogsProps) {
  const store = useAtlasStore();
  const dialog = useAtlas((s) => s.dialog);
  if (!dialog) return null;
  const close = store.closeDialog;
  switch (dialog.kind) {
    case 'browse':
      return (
        <EventBrowser
          onClose={close}
          onJump={(id) => {
            close();
            void jump(id);
          }}
        />
      );
    case 'upload':
      return <UploadWizard onClose={close} onToast={onToast} />;
    case 'guide': {
      // A first visit shows history moving as soon as the guide is out of the way (issue 30).
      const { firstVisit } = dialog;
      return (
        <OnboardingGuide
          onClose={() => {
            close();
            if (firstVisit) onPlay();
          }}
          onGetStarted={() => {
            close();
            onPlay();
          }}
        />
      );
    }
    case 'share':
      return <SharePopover event={dialog.event} onClose={close} onToast={onToast} />;
    case 'admin':
      return (
        <Suspense fallback={null}>
          <AdminDashboardDialog onClose={close} />
        </Suspense>
      );
  }
}
