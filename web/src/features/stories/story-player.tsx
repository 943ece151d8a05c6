import { useQuery } from '@apollo/client/react';
import { formatYearRange } from '@domain/time';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { replaceQuery } from '../../lib/address';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../ui/button';
import { StoryQuery } from './internal/story-documents';
import { PlayerPanel, StepText } from './internal/player-panel';
import { useStoryPlayer } from './internal/use-story-player';
import { readStepParam, stepTarget, withStepParam, type PlayableStep, type StepTarget } from './story-step';

export interface StoryPlayerProps {
  storyId: string;
  /** Shows a step on the map screen: year, mode, periods, camera, highlighted events. */
  onStep: (target: StepTarget) => void;
  /** Opens one of the step's events on the map (its card). */
  onOpenEvent: (eventId: string) => void;
}

/**
 * The story player (/stories/<id>, /embed?story=<id>): a panel over the map with the step's title
 * and text, step n of N, Previous / Next / Play; each step moves the map and the timeline. The
 * address carries `?step=N` so the step can be shared.
 */
export function StoryPlayer({ storyId, onStep, onOpenEvent }: StoryPlayerProps) {
  const { data, loading, error } = useQuery(StoryQuery, { variables: { id: storyId } });
  const story = data?.story;
  usePageMeta(story ? story.title : 'Story');
  if (!story || story.steps.length === 0) {
    if (loading)
      return (
        <PlayerPanel aria-label="Story" role="status">
          Loading the story...
        </PlayerPanel>
      );
    return (
      <PlayerPanel aria-label="Story">
        <p role="alert">{error ? `The story could not be loaded: ${error.message}` : 'This story does not exist or is not published.'}</p>
        <Link to="/stories">All stories</Link>
      </PlayerPanel>
    );
  }
  return <Player key={story.id} title={story.title} steps={story.steps} onStep={onStep} onOpenEvent={onOpenEvent} />;
}

interface PlayerProps extends Omit<StoryPlayerProps, 'storyId'> {
  title: string;
  steps: readonly PlayableStep[];
}

function Player({ title, steps, onStep, onOpenEvent }: PlayerProps) {
  // Read once: the address's step number, and why it could not be used.
  const [start] = useState(() => readStepParam(new URLSearchParams(window.location.search).get('step'), steps.length));
  const [state, dispatch] = useStoryPlayer(steps.length, start.index);
  const step = steps[state.index]!;

  useEffect(() => {
    onStep(stepTarget(step));
    // The address says which step is shown; a rewrite, not a history entry per step.
    replaceQuery(withStepParam(window.location.search, state.index));
  }, [step, state.index, onStep]);

  const last = state.index === steps.length - 1;
  return (
    <PlayerPanel aria-label="Story" $floating>
      <header>
        <h1>{title}</h1>
        <p aria-live="polite">
          Step {state.index + 1} of {steps.length}
        </p>
      </header>
      {start.problem && <p role="status">{start.problem}</p>}
      <StepText>
        <h2>{step.title}</h2>
        <p data-step-years>{formatYearRange(step.startYear, step.endYear)}</p>
        {/* Rendered from Markdown and sanitised on the server (markdown-it with raw HTML off). */}
        <div dangerouslySetInnerHTML={{ __html: step.html }} />
        {step.events.length > 0 && (
          <ul aria-label="Events in this step">
            {step.events.map((event) => (
              <li key={event.id}>
                <Button $variant="link" onClick={() => onOpenEvent(event.id)}>
                  {event.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </StepText>
      <nav aria-label="Story steps">
        <Button $variant="secondary" onClick={() => dispatch({ type: 'previous' })} disabled={state.index === 0}>
          Previous
        </Button>
        <Button $variant="secondary" onClick={() => dispatch({ type: 'toggle-play' })} disabled={steps.length < 2} aria-pressed={state.playing}>
          {state.playing ? 'Pause' : last ? 'Play again' : 'Play'}
        </Button>
        <Button $variant="primary" onClick={() => dispatch({ type: 'next' })} disabled={last}>
          Next
        </Button>
      </nav>
    </PlayerPanel>
  );
}
