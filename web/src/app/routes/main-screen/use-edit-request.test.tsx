import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderThroughADroppedRender } from '../../../test/dropped-render';
import { useEditRequest } from './use-edit-request';

function Probe() {
  return <p>editor: {useEditRequest() ?? 'none'}</p>;
}

describe('useEditRequest', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the editor even when React throws the first render away, then drops edit=1 from the address', async () => {
    window.history.replaceState(null, '', '/?event=e-7&edit=1&year=1200');
    await renderThroughADroppedRender(<Probe />);
    expect(screen.getByText('editor: e-7')).toBeInTheDocument();
    expect(window.location.search).toBe('?event=e-7&year=1200');
  });

  it('opens nothing without edit=1, and leaves the address alone', () => {
    window.history.replaceState(null, '', '/?event=e-7&edit=0');
    render(<Probe />);
    expect(screen.getByText('editor: none')).toBeInTheDocument();
    expect(window.location.search).toBe('?event=e-7&edit=0');
  });
});
