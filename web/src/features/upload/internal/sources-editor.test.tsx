import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render';
import type { SourceDraft } from './sources-draft';
import { SourcesEditor } from './sources-editor';

/** The editor as the wizard holds it; every list it hands back is recorded. */
function Editor({ initial, onChange }: { initial: SourceDraft[]; onChange: (sources: SourceDraft[]) => void }) {
  const [sources, setSources] = useState(initial);
  return (
    <SourcesEditor
      sources={sources}
      onChange={(next) => {
        setSources(next);
        onChange(next);
      }}
    />
  );
}

describe('SourcesEditor', () => {
  it('adds a row, fills its title, address and note, and removes a row', async () => {
    const onChange = vi.fn<(sources: SourceDraft[]) => void>();
    const latest = () => onChange.mock.lastCall?.[0];
    renderUi(<Editor initial={[{ title: 'Old chronicle', url: '', note: '' }]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    const second = screen.getByRole('group', { name: 'Source 2' });
    expect(second).toBeInTheDocument();
    await userEvent.type(screen.getAllByLabelText('Title')[1]!, 'Britannica');
    await userEvent.type(screen.getAllByLabelText('Address (optional)')[1]!, 'https://www.britannica.com');
    await userEvent.type(screen.getAllByLabelText('Page or note (optional)')[1]!, 'World War I');
    expect(latest()).toEqual([
      { title: 'Old chronicle', url: '', note: '' },
      { title: 'Britannica', url: 'https://www.britannica.com', note: 'World War I' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove source 1' }));
    expect(latest()).toEqual([{ title: 'Britannica', url: 'https://www.britannica.com', note: 'World War I' }]);
    expect(screen.getAllByLabelText('Title')[0]).toHaveValue('Britannica');
    expect(screen.queryByRole('group', { name: 'Source 2' })).not.toBeInTheDocument();
  });
});
