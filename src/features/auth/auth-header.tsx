// The top of the auth screens: the site's logo and name, a title, and the language switch.
import { useGetSiteConfig } from '@generated/api/content/content';
import { resolveImageUrl } from '@/api/image-url';

export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const site = useGetSiteConfig(undefined, { query: { staleTime: 10 * 60_000 }, request: { silent: true } });
  const logo = resolveImageUrl(site.data?.site_logo);
  return (
    <header className="auth__header">
      {/* The brand's row is there from the first paint (empty while the settings load): the
          title and the form do not move down when they arrive. */}
      {!site.isError && (
        <div className="auth__brand">
          {logo && <img src={logo} alt="" width={28} height={28} />}
          {site.data && <span>{site.data.site_name}</span>}
        </div>
      )}
      <h1 className="auth__title">{title}</h1>
      {subtitle && <p className="auth__subtitle">{subtitle}</p>}
    </header>
  );
}
