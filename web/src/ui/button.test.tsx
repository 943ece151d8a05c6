import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Button, CloseButton, IconButton } from './button';

describe('Button', () => {
  it('never submits its form unless it is the submit button', async () => {
    const submit = vi.fn((e: SubmitEvent) => e.preventDefault());
    renderUi(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button>Preview</Button>
        <Button type="submit" $variant="primary">
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const click = vi.fn();
    renderUi(
      <Button disabled onClick={click}>
        Export
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(click).not.toHaveBeenCalled();
  });

  it('names icon and close buttons by their label, not their character', async () => {
    const close = vi.fn();
    renderUi(
      <>
        <IconButton aria-label="Help guide">?</IconButton>
        <CloseButton onClick={close} />
        <CloseButton label="Close details" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Help guide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close details' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
