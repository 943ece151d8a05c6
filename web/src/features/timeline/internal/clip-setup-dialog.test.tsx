import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render';
import { ClipSetupDialog } from './clip-setup-dialog';

const setup = (unsupported: string | null = null) => {
  const onRecord = vi.fn();
  renderUi(<ClipSetupDialog initialRange={{ from: 1400, to: 1500 }} initialSpeed={2} unsupported={unsupported} onRecord={onRecord} onClose={vi.fn()} />);
  return onRecord;
};

describe('ClipSetupDialog', () => {
  it('records the chosen years at the chosen speed, saying each year in words', async () => {
    const onRecord = setup();
    const from = screen.getByLabelText('From year');
    await userEvent.clear(from);
    await userEvent.type(from, '-490');
    expect(screen.getByTestId('clip-from-words')).toHaveTextContent('490 BCE');
    await userEvent.selectOptions(screen.getByLabelText('Speed'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(onRecord).toHaveBeenCalledWith({ from: -490, to: 1500 }, 4);
  });

  it('says what is wrong instead of recording a range that runs backwards', async () => {
    const onRecord = setup();
    const to = screen.getByLabelText('To year');
    await userEvent.clear(to);
    await userEvent.type(to, '1300');
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end (1300 CE) must come after the start (1400 CE).');
    expect(onRecord).not.toHaveBeenCalled();
  });

  it('tells a browser without a WebM recorder so, and keeps Record off', () => {
    setup('This browser cannot record video clips.');
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot record video clips.');
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
  });
});
