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

  it("draws the card surface of its tone when asked, with the caller's layout added", () => {
    render(
      <>
        <TitledSection title="Cover" text="Shown." testId="plain" className="space-y-4" card>
          <p>Content</p>
        </TitledSection>
        <TitledSection title="Start" text="Begin." tone="brand" testId="brand" className="flex" card>
          <p>Content</p>
        </TitledSection>
        <TitledSection title="Bare" text="No card." testId="bare" className="space-y-4">
          <p>Content</p>
        </TitledSection>
      </>,
    );
    expect(screen.getByTestId('plain')).toHaveClass(
      'space-y-4',
      'rounded-2xl',
      'bg-white',
      'ring-gray-200',
      'sm:p-6',
    );
    expect(screen.getByTestId('brand')).toHaveClass(
      'flex',
      'rounded-2xl',
      'bg-indigo-50',
      'ring-indigo-200',
      'sm:p-5',
    );
    expect(screen.getByTestId('bare')).toHaveAttribute('class', 'space-y-4');
  });
});
