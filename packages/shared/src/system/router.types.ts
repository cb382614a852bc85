/** Route item of `GET /getRouters` (spec §3 Route item). */
export interface RouteMeta {
  title: string;
  icon: number;
  affix: boolean;
  noCache: boolean;
  activeMenu?: string;
  link?: string;
}

export interface RouteItem {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component: string;
  alwaysShow?: boolean;
  query?: string;
  meta: RouteMeta;
  /** Permission string of the page, so the client can filter route search by it. */
  perms?: string;
  children?: RouteItem[];
}

/** Component names the server may send that are not pages but layout containers. */
export const LAYOUT_COMPONENTS = ['Layout', 'ParentView'] as const;
