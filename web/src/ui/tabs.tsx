import type { ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './button';

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  /** Tabs share the row's width (a card's Log In / Sign Up) instead of keeping their own. */
  fill?: boolean;
}

/** A row of tabs (role tablist); the caller renders the selected panel (role tabpanel) after it. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, fill }: TabsProps<K>) {
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <Tab key={t.key} type="button" role="tab" aria-selected={t.key === selected} $fill={fill} onClick={() => onSelect(t.key)}>
          {t.label}
        </Tab>
      ))}
    </List>
  );
}

/** The panel of the selected tab, named after it. */
export function TabPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section role="tabpanel" aria-label={label}>
      {children}
    </section>
  );
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Tab = styled.button<ButtonStyleProps & { $fill?: boolean }>`
  ${buttonStyles}
  flex: ${({ $fill }) => ($fill ? 1 : 'none')};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
