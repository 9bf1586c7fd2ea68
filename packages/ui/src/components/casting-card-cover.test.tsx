import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { CastingCardCover } from './casting-card-cover';

// Each app words the alt text in its own `castings.card.coverAlt`; this one stands in for them.
beforeAll(() => initI18n(async () => ({ castings: { card: { coverAlt: 'Cover of {{title}}' } } }), 'en'));

const casting = { title: 'Winter lights', coverPhoto: { thumbnailUrl: '/media/cover.jpg' } };

describe('CastingCardCover', () => {
  it("shows the cover's thumbnail at the list's 16:9 size, named by the app's alt text", () => {
    render(<CastingCardCover casting={casting} className="aspect-video" />);
    const image = screen.getByRole('img', { name: 'Cover of Winter lights' });
    expect(image).toHaveAttribute('src', '/media/cover.jpg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '225');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveClass('aspect-video');
  });

  it('loads at once above the fold, and first when it is the priority', () => {
    const { rerender } = render(<CastingCardCover casting={casting} aboveTheFold />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'auto');
    rerender(<CastingCardCover casting={casting} aboveTheFold priority />);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("stands in with the title's initial when the casting has no cover", () => {
    render(<CastingCardCover casting={{ title: 'winter lights', coverPhoto: null }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('cover-placeholder')).toHaveTextContent('W');
  });
});
