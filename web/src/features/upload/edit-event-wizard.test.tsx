import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../lib/current-user';
import { FakeGraphQLErrors, fakeApolloClient, renderUi, type FakeAnswer } from '../../test/render';
import { EditEventWizard, NOTHING_CHANGED, PROPOSED_TOAST, SAVED_TOAST } from './edit-event-wizard';

// The place step's map needs WebGL, which the test DOM has not; the coordinates are typed instead.
vi.mock('./internal/place-picker', () => ({ PlacePicker: () => null }));

const EVENT = {
  id: 'e-1',
  version: 4,
  name: 'Babbage demo',
  eventType: 'REAL',
  linkedEventId: null,
  linkedEvent: null,
  whoDescription: null,
  participants: ['Charles Babbage'],
  location: 'London',
  latitude: 51.5,
  longitude: -0.12,
  startDate: '1833',
  endDate: null,
  description: 'Babbage showed a fragment of the engine.',
  actions: null,
  significance: 'An early calculating machine.',
  context: null,
  consequences: null,
  attachedMedia: [{ type: 'IMAGE', name: 'engine.png', url: '/api/media/engine.png' }],
  sources: [{ title: 'Swade, The Difference Engine', url: null, note: 'p. 40' }],
};

function editor(update: () => FakeAnswer, editNeedsReview = false, newer?: Record<string, unknown>) {
  let loads = 0;
  const server = fakeApolloClient({
    // A second load (after a conflict) finds the newer version when one is given.
    EventForEdit: () => ({ event: loads++ > 0 && newer ? newer : EVENT, eventPermissions: { canEdit: true, editNeedsReview } }),
    UpdateEventFromWizard: update,
  });
  const handlers = { onClose: vi.fn(), onToast: vi.fn(), onApplied: vi.fn() };
  renderUi(<EditEventWizard eventId="e-1" {...handlers} />, { client: server.client });
  return { ...handlers, calls: server.calls };
}

const dialog = () => screen.getByRole('dialog', { name: /^Edit Event/ });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

/** On to the last step (each step passes with the event's own values, or the loop ends). */
async function toLastStep() {
  for (let i = 0; i < 11 && !screen.queryByRole('dialog', { name: 'Edit Event: step 11 of 11' }); i++) await next();
  expect(dialog()).toHaveAccessibleName('Edit Event: step 11 of 11');
}

const updates = (calls: { operationName: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operationName === 'UpdateEventFromWizard').map((c) => c.variables);

describe('EditEventWizard', () => {
  beforeEach(() => {
    forgetCurrentUser();
    const user = { id: 'u-1', email: 'ada@example.org', firstName: 'Ada', lastName: null, role: 'user', emailVerified: true, pendingEmail: null };
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(user)));
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('opens on the event, every step filled, and saves only what changed with the version it opened at', async () => {
    const { calls, onToast, onClose, onApplied } = editor(() => ({
      updateEvent: { applied: true, event: { id: 'e-1', version: 5 }, revision: { id: 'r-5', kind: 'EDITED' } },
    }));
    expect(await screen.findByRole('dialog', { name: 'Edit Event: step 1 of 11' })).toBeInTheDocument();
    await next();
    const name = screen.getByLabelText('Event name');
    expect(name).toHaveValue('Babbage demo');
    await userEvent.clear(name);
    await userEvent.type(name, 'Babbage shows the Difference Engine');
    await toLastStep();
    await userEvent.type(screen.getByLabelText(/What did you change/), 'A clearer name');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onToast).toHaveBeenCalledWith(SAVED_TOAST, 6000);
    // The edit took effect: the screen reloads what its map draws.
    expect(onApplied).toHaveBeenCalledOnce();
    expect(updates(calls)).toEqual([{ id: 'e-1', expectedVersion: 4, input: { name: 'Babbage shows the Difference Engine' }, comment: 'A clearer name' }]);
  });

  it('keeps the media and sources on step 10, and sends a new source', async () => {
    const { calls, onToast, onApplied } = editor(
      () => ({ updateEvent: { applied: false, event: { id: 'e-1', version: 4 }, revision: { id: 'r-5', kind: 'PROPOSED' } } }),
      true,
    );
    await screen.findByRole('dialog', { name: 'Edit Event: step 1 of 11' });
    for (let i = 0; i < 9; i++) await next();
    expect(screen.getByRole('dialog', { name: 'Edit Event: step 10 of 11' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Attached media' })).toHaveTextContent('engine.png (image)');
    expect(screen.getAllByLabelText('Title')[0]).toHaveValue('Swade, The Difference Engine');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    await userEvent.type(screen.getAllByLabelText('Title')[1]!, 'Science Museum');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Propose changes' }));
    await vi.waitFor(() => expect(updates(calls)).toHaveLength(1));
    // A submitter's edit of a published event waits for a moderator, and the toast says so.
    await vi.waitFor(() => expect(onToast).toHaveBeenCalledWith(PROPOSED_TOAST, 6000));
    // A proposal changes nothing on the map until a moderator accepts it.
    expect(onApplied).not.toHaveBeenCalled();
    expect(updates(calls)[0]!.input).toEqual({
      sources: [
        { title: 'Swade, The Difference Engine', url: null, note: 'p. 40' },
        { title: 'Science Museum', url: null, note: null },
      ],
    });
  });

  it('says so when nothing changed, and sends nothing', async () => {
    const { calls } = editor(() => ({}));
    await screen.findByRole('dialog', { name: 'Edit Event: step 1 of 11' });
    await toLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTHING_CHANGED);
    expect(updates(calls)).toEqual([]);
  });

  it("shows a conflict in the server's words and loads the newer version on request", async () => {
    const message = 'This event is at version 5 (edited by Mo D. at 2026-11-28 19:40 UTC); you edited version 4. Reload it and make your change again.';
    editor(() => new FakeGraphQLErrors([{ message, extensions: { code: 'VERSION_CONFLICT' } }]), false, {
      ...EVENT,
      version: 5,
      name: 'Babbage shows his engine',
    });
    await screen.findByRole('dialog', { name: 'Edit Event: step 1 of 11' });
    await next();
    await userEvent.type(screen.getByLabelText('Event name'), ' (1833)');
    await toLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    // The editor starts again from the newer version.
    expect(await screen.findByRole('dialog', { name: 'Edit Event: step 1 of 11' })).toBeInTheDocument();
    await next();
    expect(screen.getByLabelText('Event name')).toHaveValue('Babbage shows his engine');
  });

  it('shows a refused field at the step that asks for it', async () => {
    editor(
      () =>
        new FakeGraphQLErrors([
          {
            message: 'Bad input',
            extensions: { code: 'BAD_USER_INPUT', violations: [{ field: 'sources.0.url', message: 'Sources: the address is not http(s)' }] },
          },
        ]),
    );
    await screen.findByRole('dialog', { name: 'Edit Event: step 1 of 11' });
    await next();
    await userEvent.type(screen.getByLabelText('Event name'), '!');
    await toLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Event: step 10 of 11' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sources: the address is not http(s)');
  });
});
