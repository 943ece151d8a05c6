import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../lib/current-user';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/form';
import { TextAreaField, TextField } from '../../ui/text-field';
import { CreateStoryMutation, StoryToEditQuery, UpdateStoryMutation } from './internal/story-documents';
import { draftFromStory, draftProblems, emptyStep, moveStep, problemsOfStep, toStoryInput, violationsByPath, type StoryDraft } from './internal/story-draft';
import { StepFields } from './internal/step-fields';

export const AWAITS_MODERATION = 'Saved. Your story awaits moderation: it is listed in Stories once a moderator accepts it.';

/** /stories/new and /stories/<id>/edit (issue 29): a signed-in creator writes a story's steps. */
export function StoryEditorPage() {
  const { id } = useParams();
  const user = useCurrentUser();
  usePageMeta(id ? 'Edit story' : 'Write a story');
  if (user === undefined) return <Page role="status">Checking your account...</Page>;
  if (user === null) return <Navigate to="/auth" replace />;
  return <Page>{id ? <EditStory id={id} /> : <StoryForm />}</Page>;
}

function EditStory({ id }: { id: string }) {
  const { data, loading, error } = useQuery(StoryToEditQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const story = data?.story;
  if (!story) return loading ? <p role="status">Loading the story...</p> : <p role="alert">{error?.message ?? 'There is no such story you can edit.'}</p>;
  if (!story.canEdit) return <p role="alert">Only the story&apos;s author or a moderator can edit it.</p>;
  return <StoryForm key={`${story.id}:${story.version}`} existing={{ id: story.id, version: story.version, draft: draftFromStory(story) }} />;
}

interface Existing {
  id: string;
  version: number;
  draft: StoryDraft;
}

function StoryForm({ existing }: { existing?: Existing }) {
  const [draft, setDraft] = useState<StoryDraft>(() => existing?.draft ?? { title: '', summary: '', steps: [emptyStep()] });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<{ id: string; status: string } | null>(null);
  const [create, created] = useMutation(CreateStoryMutation);
  const [update, updated] = useMutation(UpdateStoryMutation);
  const busy = created.loading || updated.loading;
  const setSteps = (steps: StoryDraft['steps']) => setDraft((d) => ({ ...d, steps }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local = draftProblems(draft);
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    try {
      const input = toStoryInput(draft);
      const story = existing
        ? (await update({ variables: { id: existing.id, version: existing.version, input } })).data?.updateStory
        : (await create({ variables: { input } })).data?.createStory;
      if (story) setSaved({ id: story.id, status: story.status });
    } catch (error) {
      setProblems(violationsByPath(error));
    }
  };

  if (saved)
    return (
      <>
        <h1>{draft.title}</h1>
        <FormMessage $tone="ok" role="status">
          {saved.status === 'PUBLISHED' ? 'Saved and published.' : AWAITS_MODERATION}
        </FormMessage>
        <p>
          <Link to="/stories">All stories</Link> · <Link to={`/stories/${encodeURIComponent(saved.id)}`}>Play your story</Link>
        </p>
      </>
    );
  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <p>
        <Link to="/stories">All stories</Link>
      </p>
      <h1>{existing ? 'Edit story' : 'Write a story'}</h1>
      <TextField label="Story title" value={draft.title} error={problems.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      <TextAreaField
        label="Summary (optional)"
        rows={2}
        value={draft.summary}
        error={problems.summary}
        onChange={(e) => setDraft({ ...draft, summary: e.target.value })}
      />
      {draft.steps.map((step, i) => (
        <StepFields
          key={step.key}
          index={i}
          count={draft.steps.length}
          step={step}
          problems={problemsOfStep(problems, i)}
          onChange={(patch) => setSteps(draft.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)))}
          onMove={(by) => setSteps(moveStep(draft.steps, i, by))}
          onRemove={() => setSteps(draft.steps.filter((_, j) => j !== i))}
        />
      ))}
      {problems.steps && <FormMessage $tone="error">{problems.steps}</FormMessage>}
      <Actions>
        <Button onClick={() => setSteps([...draft.steps, emptyStep()])}>Add a step</Button>
        <Button $variant="primary" type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save story'}
        </Button>
      </Actions>
      {problems[''] && (
        <FormMessage $tone="error" role="alert">
          {problems['']}
        </FormMessage>
      )}
    </form>
  );
}

const Page = styled.main`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  height: 100%;
  overflow-y: auto;
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;
