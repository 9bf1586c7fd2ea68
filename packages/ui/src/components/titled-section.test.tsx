import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its heading, with the line under it and then its content', () => {
    render(
      <TitledSection title="Cover" text="Shown on the card." testId="cover" className="space-y-4">
        <button type="button">Add</button>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Cover' });
    expect(region).toBe(screen.getByTestId('cover'));
    expect(region).toHaveTextContent('CoverShown on the card.Add');
    expect(screen.getByRole('heading', { level: 2, name: 'Cover' })).toBeInTheDocument();
  });
});
