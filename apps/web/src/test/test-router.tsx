import { useLayoutEffect } from 'react';
import {
  type Location,
  type NavigationType,
  type To,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';

/** What the tests read of the router: the committed location and how it was reached, and a way to move. */
interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  /** a path, or a step through the history like the browser's Back (-1) */
  navigate(to: To | number): Promise<void>;
}

/** A TestRouter and the probe that, rendered inside the router, keeps it current. */
export function createTestRouter() {
  let state: TestRouter['state'] | null = null;
  let navigateTo: ReturnType<typeof useNavigate> | null = null;
  const router: TestRouter = {
    get state() {
      if (!state) throw new Error('the router has not rendered yet');
      return state;
    },
    async navigate(to) {
      if (!navigateTo) throw new Error('the router has not rendered yet');
      await (typeof to === 'number' ? navigateTo(to) : navigateTo(to));
    },
  };
  function RouterProbe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      state = { location, historyAction };
      navigateTo = navigate;
    }, [location, historyAction, navigate]);
    return null;
  }
  return { router, RouterProbe };
}
