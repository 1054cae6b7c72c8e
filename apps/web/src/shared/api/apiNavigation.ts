/**
 * How the API client moves the user when the server ends or refuses the session. The router
 * installs a client-side navigator at start; the default reloads the page at the target.
 */
export interface ApiNavigation {
  navigate(to: string): void;
  reload(): void;
}

let navigation: ApiNavigation = {
  navigate: (to) => window.location.assign(to),
  reload: () => window.location.reload(),
};

export function setApiNavigation(next: ApiNavigation): void {
  navigation = next;
}

export function apiNavigation(): ApiNavigation {
  return navigation;
}
