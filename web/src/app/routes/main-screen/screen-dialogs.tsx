import { lazy, Suspense, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { Playback } from '../../../features/timeline/use-playback';
import type { ToastTone } from '../../../ui/toast';
import { useAtlas, useAtlasStore } from './use-atlas';

// Each dialog loads when it first opens, not with the map (issue 32: the map's first render waits
// for none of them); the browser's virtual list and the wizards are most of that code.
const EventBrowser = lazy(() => import('../../../features/browser/event-browser').then((m) => ({ default: m.EventBrowser })));
const OnboardingGuide = lazy(() => import('../../../features/guide/onboarding-guide').then((m) => ({ default: m.OnboardingGuide })));
const SharePopover = lazy(() => import('../../../features/share/share-popover').then((m) => ({ default: m.SharePopover })));
const UploadWizard = lazy(() => import('../../../features/upload/upload-wizard').then((m) => ({ default: m.UploadWizard })));
const EditEventWizard = lazy(() => import('../../../features/upload/edit-event-wizard').then((m) => ({ default: m.EditEventWizard })));
// The admin dashboard is code for a few people: it loads when an admin opens it, never with the map.
const StoryModerationQueue = lazy(() => import('../../../features/stories/story-moderation-queue').then((m) => ({ default: m.StoryModerationQueue })));
const AdminDashboardDialog = lazy(() => import('../../../features/admin/admin-dashboard-dialog').then((m) => ({ default: m.AdminDashboardDialog })));
// Record clip and its recorder load when someone opens it (issue 29), never with the map.
const ClipStudio = lazy(() => import('../../../features/timeline/clip-studio').then((m) => ({ default: m.ClipStudio })));

export interface ScreenDialogsProps {
  jump: (id: string) => Promise<boolean>;
  onToast: (text: string, ms?: number, tone?: ToastTone) => void;
  /** Starts playback: the guide's Get Started, and closing the first visit's guide in any way. */
  onPlay: () => void;
  /** The map a clip records, and the playback it pauses and takes its speed from. */
  mapRef: RefObject<MapRef | null>;
  playback: Playback;
}

/** The main screen's dialog of the moment, if any; the toast says how a dialog's action went. */
export function ScreenDialogs(props: ScreenDialogsProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

function Dialog({ jump, onToast, onPlay, mapRef, playback }: ScreenDialogsProps) {
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
    case 'edit':
      return <EditEventWizard eventId={dialog.eventId} onClose={close} onToast={onToast} onApplied={store.mapDataChanged} />;
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
    case 'clip':
      return (
        <ClipStudio
          year={store.year}
          getMap={() => mapRef.current?.getMap()}
          speed={playback.speed}
          onStart={playback.pause}
          onToast={onToast}
          onClose={close}
        />
      );
    case 'admin':
      return (
        <Suspense fallback={null}>
          <AdminDashboardDialog onClose={close} storyQueue={<StoryModerationQueue />} />
        </Suspense>
      );
  }
}
