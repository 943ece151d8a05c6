import { CATEGORIES } from '@domain/categories';
import { PERIODS } from '@domain/periods';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { CheckboxField, SelectField } from '../../../ui/choice-fields';
import { NO_FILTERS, TAGS_SHOWN, tagSize, toggled, type BrowserFilters } from './browser-filter';

export interface FilterCounts {
  real: number;
  whatif: number;
  tags: readonly { tag: string; count: number; boostedCount: number }[];
}

export interface BrowserFiltersPanelProps {
  filters: BrowserFilters;
  onChange: (patch: Partial<BrowserFilters>) => void;
  onClear: () => void;
  /** From the database for the current filters; null while loading. */
  counts: FilterCounts | null;
}

/** The Event Browser's filters (spec section 2): periods, event type, category, subcategory, country tags. */
export function BrowserFiltersPanel({ filters, onChange, onClear, counts }: BrowserFiltersPanelProps) {
  const [showAllTags, setShowAllTags] = useState(false);
  const active = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const tags = counts?.tags ?? [];
  const subcategories = CATEGORIES.find((c) => c.name === filters.category)?.subcategories ?? CATEGORIES.flatMap((c) => c.subcategories);
  return (
    <Filters aria-label="Filters">
      <Button disabled={!active} onClick={onClear}>
        Clear All Filters
      </Button>
      <fieldset>
        <legend>Period</legend>
        {PERIODS.map((p) => (
          <CheckboxField
            key={p.key}
            label={p.name}
            checked={filters.periods.includes(p.key)}
            onChange={() => onChange({ periods: toggled(filters.periods, p.key) })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Event type</legend>
        {(['real', 'whatif'] as const).map((t) => (
          <CheckboxField
            key={t}
            label={`${t === 'real' ? 'Real' : 'What-if'} (${counts ? counts[t].toLocaleString('en') : '...'})`}
            checked={filters.eventType === t}
            onChange={() => onChange({ eventType: filters.eventType === t ? '' : t })}
          />
        ))}
      </fieldset>
      <SelectField inline label="Category" value={filters.category} onChange={(e) => onChange({ category: e.target.value, subcategory: '' })}>
        <option value="">All categories</option>
        {CATEGORIES.map((c) => (
          <option key={c.name}>{c.name}</option>
        ))}
      </SelectField>
      <SelectField inline label="Subcategory" value={filters.subcategory} onChange={(e) => onChange({ subcategory: e.target.value })}>
        <option value="">All subcategories</option>
        {subcategories.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </SelectField>
      <fieldset>
        <legend>Country</legend>
        <Tags>
          {(showAllTags ? tags : tags.slice(0, TAGS_SHOWN)).map((t) => (
            <Tag
              key={t.tag}
              $size="sm"
              aria-pressed={filters.countryTags.includes(t.tag)}
              data-size={tagSize(t.count)}
              data-boosted={t.boostedCount > t.count || undefined}
              title={t.boostedCount > t.count ? `${t.boostedCount - t.count} boost for the chosen periods` : undefined}
              onClick={() => onChange({ countryTags: toggled(filters.countryTags, t.tag) })}
            >
              {t.tag} ({t.count})
            </Tag>
          ))}
        </Tags>
        {tags.length > TAGS_SHOWN && <Button onClick={() => setShowAllTags((s) => !s)}>{showAllTags ? 'Show Less' : 'Show More'}</Button>}
      </fieldset>
    </Filters>
  );
}

const Filters = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 10px;
  overflow: auto;
  font-size: 0.85rem;
  fieldset {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 6px;
`;

const Tag = styled(Button)`
  &[data-size='large'] {
    font-size: 0.95rem;
  }
  &[data-size='medium'] {
    font-size: 0.82rem;
  }
  &[data-size='small'] {
    font-size: 0.72rem;
  }
  &[data-boosted] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
