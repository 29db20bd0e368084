/**
 * Route table of the site (spec §2 Route list, plus /privacy of issue #9): each page is code-split
 * (lazyPage, preloadable before hydration); the admin area mounts the admin engineer's AdminRoute at
 * /admin/*; every other path gets the not-found page; the layout carries the
 * errorElement ('Unexpected Application Error!').
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { lazyPage, type LazyPage } from "./lazy-page";
import { PageSpinner } from "../components/blocks/page-spinner";
import { SiteLayout } from "../components/layout/site-layout";
import { RouteError } from "../features/system/route-error";
import type { EnquiryKind } from "../features/enquiries/enquiry-config";
import type { ServiceKind } from "../features/services/service-config";

/** A non-home page: loads its English copy together with its code. */
function pageLazy<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  return lazyPage(() => Promise.all([import("../i18n/register-pages"), loader()]).then(([, page]) => page));
}

const Home = lazyPage(() => import("../features/home/home-page"));
const Quote = pageLazy(() => import("../features/quote/quote-page"));
const ExploreRss = pageLazy(() => import("../features/products/explore-rss-page"));
const WatchDemo = pageLazy(() => import("../features/products/watch-demo-page"));
const About = pageLazy(() => import("../features/company/about-page"));
const Careers = pageLazy(() => import("../features/company/careers-page"));
const Contact = pageLazy(() => import("../features/company/contact-page"));
const News = pageLazy(() => import("../features/company/news-page"));
const RssSystems = pageLazy(() => import("../features/products/rss-systems-page"));
const DrillingTools = pageLazy(() => import("../features/products/drilling-tools-page"));
const MeasurementTools = pageLazy(() => import("../features/products/measurement-tools-page"));
const SoftwareSolutions = pageLazy(() => import("../features/products/software-solutions-page"));
const ProductCatalog = pageLazy(() => import("../features/products/product-catalog-page"));
const MeasurementSolutions = pageLazy(() => import("../features/products/measurement-solutions-page"));
const TechnicalSpecifications = pageLazy(() => import("../features/products/technical-specifications-page"));
const Platforms = pageLazy(() => import("../features/products/platforms-page"));
const Enquiry = pageLazy(() => import("../features/enquiries/enquiry-page"));
const Service = pageLazy(() => import("../features/services/service-page"));
const Documentation = pageLazy(() => import("../features/resources/documentation-page"));
const CaseStudies = pageLazy(() => import("../features/resources/case-studies-page"));
const WhitePapers = pageLazy(() => import("../features/resources/white-papers-page"));
const VideoLibrary = pageLazy(() => import("../features/resources/video-library-page"));
const Privacy = pageLazy(() => import("../features/legal/privacy-page"));
const NotFound = lazyPage(() => import("../features/system/not-found-page"));
const AdminRoute = lazy(() => import("../admin/AdminRoute"));

/** Route handle: how to load the route's code before hydrating it. */
export interface RouteHandle {
  preload: () => Promise<void>;
}

const page = (path: string, Component: LazyPage<object>): RouteObject => ({
  path,
  element: <Component />,
  handle: { preload: Component.preload } satisfies RouteHandle,
});
const enquiry = (path: string, kind: EnquiryKind): RouteObject => ({
  path,
  element: <Enquiry kind={kind} />,
  handle: { preload: Enquiry.preload } satisfies RouteHandle,
});
const service = (path: string, kind: ServiceKind): RouteObject => ({
  path,
  element: <Service kind={kind} />,
  handle: { preload: Service.preload } satisfies RouteHandle,
});

/** The router's route objects, shared by the browser router and the prerender. */
export const routes: RouteObject[] = [
  {
    path: "/admin/*",
    element: (
      <Suspense fallback={<PageSpinner minHeight={400} />}>
        <AdminRoute />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Home />, handle: { preload: Home.preload } satisfies RouteHandle },
      page("/get-quote", Quote),
      page("/explore-rss-solutions", ExploreRss),
      page("/watch-demo", WatchDemo),
      page("/company/about", About),
      page("/company/careers", Careers),
      page("/company/contact", Contact),
      page("/company/news", News),
      page("/products/rss-systems", RssSystems),
      page("/products/drilling-tools", DrillingTools),
      page("/products/measurement-tools", MeasurementTools),
      page("/products/software-solutions", SoftwareSolutions),
      enquiry("/products/request-technical-docs", "technicalDocs"),
      enquiry("/products/contact-representative", "representative"),
      page("/products/product-catalog", ProductCatalog),
      enquiry("/products/contact-sales-team", "sales"),
      page("/products/explore-measurement-solutions", MeasurementSolutions),
      page("/products/technical-specifications", TechnicalSpecifications),
      enquiry("/products/schedule-consultation", "consultation"),
      page("/products/explore-platforms", Platforms),
      enquiry("/products/request-demo", "demo"),
      service("/services/technical-support", "technicalSupport"),
      service("/services/training", "training"),
      service("/services/consulting", "consulting"),
      service("/services/maintenance", "maintenance"),
      page("/resources/documentation", Documentation),
      page("/resources/case-studies", CaseStudies),
      page("/resources/white-papers", WhitePapers),
      page("/resources/video-library", VideoLibrary),
      page("/privacy", Privacy),
      page("*", NotFound),
    ],
  },
];
