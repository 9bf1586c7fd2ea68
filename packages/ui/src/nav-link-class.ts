/** Desktop tabs: the active one underlined in the brand colour (aria-current is set by NavLink). */
export function desktopNavLinkClass({ isActive }: { isActive: boolean }): string {
  return `inline-flex h-16 items-center border-b-2 px-1 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
    isActive
      ? 'border-indigo-700 text-gray-900'
      : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
  }`;
}

/** Mobile rows: the active one on a tinted background. */
export function mobileNavLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-lg px-3 py-2 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-gray-800 hover:bg-gray-100'
  }`;
}
