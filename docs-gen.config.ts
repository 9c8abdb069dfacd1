import { defineConfig } from 'docs-gen';
import platform from './site/data/platform.yaml';

interface Company {
  name: string;
  tagline: string;
  docsUrl: string;
  signupUrl: string;
  supportDeskUrl: string;
  communityChatUrl: string;
  sourceRepoUrl: string;
  consoleUrl: string;
  statusUrl: string;
  legalEntity: string;
  newGpu: string;
}

const company = (platform as { company: Company }).company;

export default defineConfig({
  title: `${company.name} Docs`,
  tagline: company.tagline,
  url: company.docsUrl,
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  locale: 'en',
  staticDir: 'site/static',
  content: [
    { path: 'site/docs', routeBasePath: '/', sidebar: 'docs' },
    { path: 'site/cli', routeBasePath: '/cli', sidebar: 'cli' },
  ],
  sidebarsFile: 'site/sidebars.yaml',
  components: 'site/components/index.tsx',
  // Brand colours as Infima variables, on top of the theme's stylesheet.
  customCss: 'site/src/css/custom.css',
  cliReference: { file: 'site/cli/ogc.yaml', routeBasePath: '/cli/commands', sidebar: 'cli' },
  openapi: { file: 'site/api/openapi.yaml', routeBasePath: '/api', sidebar: 'api' },
  docsVersionLabel: 'Next',
  // Guides link to their source in the docs repository and show the date of their last commit.
  editUrl: `${company.sourceRepoUrl}/edit/main/`,
  showLastUpdateTime: true,
  navbar: {
    hideOnScroll: true,
    logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: `${company.name} logo`, width: 139, height: 28, href: '/' },
    items: [
      { label: 'Docs', to: '/', position: 'left', activeBasePath: '/' },
      { label: 'CLI', to: '/cli/overview/', position: 'left', activeBasePath: '/cli/' },
      { label: 'API', to: '/api/overview/', position: 'left', activeBasePath: '/api/' },
      {
        type: 'dropdown',
        label: 'Support',
        position: 'right',
        items: [
          { label: 'Support desk', href: company.supportDeskUrl },
          { label: 'Community chat', href: company.communityChatUrl },
        ],
      },
      { type: 'separator', position: 'right' },
      { label: 'Community chat', href: company.communityChatUrl, position: 'right', icon: 'chat' },
      { label: 'Source repository', href: company.sourceRepoUrl, position: 'right', icon: 'github' },
    ],
  },
  announcementBar: {
    id: 'new-gpu',
    content: `Deploy your models on the new <strong>${company.newGpu}</strong> GPUs. <a href="${company.signupUrl}" target="_blank" rel="noopener noreferrer">Sign up and get started</a>`,
    backgroundColor: '#123f93',
    textColor: '#ffffff',
    isCloseable: false,
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Products',
        items: [
          { label: 'Virtual machines', to: '/virtual-machines/overview/' },
          { label: 'Kubernetes', to: '/kubernetes/overview/' },
          { label: 'Inference endpoints', to: '/endpoints/overview/' },
          { label: 'Object storage', to: '/storage/overview/' },
        ],
      },
      {
        title: 'Developers',
        items: [
          { label: 'CLI reference', to: '/cli/overview/' },
          { label: 'API reference', to: '/api/overview/' },
          { label: 'Source repository', href: company.sourceRepoUrl },
        ],
      },
      {
        title: 'Support',
        items: [
          { label: 'Support desk', href: company.supportDeskUrl },
          { label: 'Community chat', href: company.communityChatUrl },
          { label: 'Status', href: company.statusUrl },
          { label: 'Terms', to: '/support/terms/' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} ${company.legalEntity}.`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  analytics: { gtmContainerId: 'GTM-OGCDOCS', gtagTrackingId: 'G-OGC1234567', anonymizeIP: true },
});
