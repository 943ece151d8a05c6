import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only where the test runner has globals; vitest here has none.
afterEach(() => cleanup());
