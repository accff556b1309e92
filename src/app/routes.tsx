// The route table: every hash route, its lazily loaded page, its locale namespaces and whether it
// needs a session. Pages stay out of the entry bundle.
import type { PageLoader } from './lazy-page';
import { ROUTES } from '@/lib/routes';

export interface RouteDef {
  path: string;
  load: PageLoader;
  namespaces: readonly string[];
  /** Needs a signed-in user. */
  auth: boolean;
}

const home: PageLoader = () => import('@/features/home/home-screen').then((m) => ({ default: m.HomeScreen }));
const comingSoon: PageLoader = () =>
  import('@/components/coming-soon-screen').then((m) => ({ default: m.ComingSoonScreen }));

export const ROUTE_TABLE: readonly RouteDef[] = [
  { path: ROUTES.home, load: home, namespaces: ['home'], auth: false },
  { path: ROUTES.homeAlias, load: home, namespaces: ['home'], auth: false },
  {
    path: ROUTES.login,
    load: () => import('@/features/auth/login-screen').then((m) => ({ default: m.LoginScreen })),
    namespaces: ['auth'],
    auth: false,
  },
  {
    path: ROUTES.register,
    load: () => import('@/features/auth/register-screen').then((m) => ({ default: m.RegisterScreen })),
    namespaces: ['auth'],
    auth: false,
  },
  {
    path: ROUTES.forget,
    load: () => import('@/features/auth/forget-screen').then((m) => ({ default: m.ForgetScreen })),
    namespaces: ['auth'],
    auth: false,
  },
  {
    path: ROUTES.realMark,
    load: () => import('@/features/kyc/real-mark-screen').then((m) => ({ default: m.RealMarkScreen })),
    namespaces: ['kyc'],
    auth: true,
  },
  // Areas delivered by later releases: a translated "coming soon" screen until then.
  { path: ROUTES.market, load: comingSoon, namespaces: [], auth: false },
  { path: ROUTES.marketSearch, load: comingSoon, namespaces: [], auth: false },
  { path: ROUTES.trade, load: comingSoon, namespaces: [], auth: true },
  { path: ROUTES.assets, load: comingSoon, namespaces: [], auth: true },
  { path: ROUTES.real, load: comingSoon, namespaces: [], auth: true },
  { path: ROUTES.setting, load: comingSoon, namespaces: [], auth: true },
  { path: ROUTES.article, load: comingSoon, namespaces: [], auth: false },
];

export const KNOWN_PATHS: readonly string[] = ROUTE_TABLE.map((route) => route.path);
