import { useCallback, useId, useState } from 'react';

/**
 * A panel folded under a button ("Learn more", "More filters"): whether it is open, the id its panel
 * takes, and the button's props, which tell a screen reader the state and the panel it opens.
 */
export function useDisclosure(initiallyOpen: boolean | (() => boolean) = false) {
  const [expanded, setExpanded] = useState(initiallyOpen);
  const panelId = useId();
  const toggle = useCallback(() => setExpanded((open) => !open), []);
  return {
    expanded,
    setExpanded,
    panelId,
    toggleProps: { 'aria-expanded': expanded, 'aria-controls': panelId, onClick: toggle },
  };
}
