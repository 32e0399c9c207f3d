import type { zh } from './zh.ts';

// Checked against the Chinese source: a missing key or an extra one is a type error.
export const en = {
  'nav.label': 'Main navigation',
  'nav.homeOf': '{name} home',
  'nav.products': 'Products & Services',
  'nav.solutions': 'Solutions',
  'nav.cases': 'Success Cases',
  'nav.news': 'News Center',
  'nav.about': 'About Us',
  'nav.skipToContent': 'Skip to main content',
  'nav.hotline': 'Hotline',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.mobileLabel': 'Mobile navigation',
  'nav.showSubmenu': 'Show the “{label}” submenu',

  'language.label': 'Language',
  'language.button': 'Change language, current: {current}',

  'search.open': 'Search news',
  'search.title': 'Search news and insights',
  'search.placeholder': 'Enter what you want to search',
  'search.hint': 'Searches policy interpretation, our updates, notices, news and the knowledge column',
  'search.submit': 'Search',
  'search.cancel': 'Cancel',

  'common.backHome': 'Back to home',
  'common.learnMore': 'Learn more',
  'common.phone': 'Phone',
  'common.email': 'Email',
  'common.address': 'Address',
  'common.hours': 'Office hours',
  'common.contents': 'Contents',
  'contact.mapLabel': 'Map: {address}',
  'common.opensInNewTab': '(opens in a new tab)',

  'footer.label': 'Footer',
  'footer.company': 'Company',
  'footer.contact': 'Contact',
  'footer.legal': 'Legal and filing information',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'footer.privacy': 'Privacy Policy',

  'service.open': 'Customer service',
  'service.title': 'Customer service',
  'service.intro': 'Our advisers answer questions on carbon inventories, carbon trading and carbon asset management.',
  'service.call': 'Call our hotline',
  'service.mail': 'Send an email',
  'service.enquiry': 'Send an enquiry',
  'service.close': 'Close customer service',

  'products.menuIntro':
    'One-stop services across the carbon asset life cycle, from inventories and accounting to reduction planning and trading.',
  'products.viewAll': 'All products and services',
  'products.featured': 'Featured programme',

  'solutions.menuIntro':
    'Solutions for parks, factories and enterprises that turn reduction targets into actions you can carry out and monitor.',
  'solutions.viewAll': 'All solutions',

  'news.menuIntro': 'Policy moves, market news and our own updates: follow the dual carbon transition as it happens.',
  'news.viewAll': 'Go to the News Center',

  'about.summary':
    'Founded in 2011, approved by the municipal government and filed with the national inter-ministerial joint meeting, we specialise in carbon emissions trading, carbon asset management and low-carbon consulting.',
  'about.contactForm': 'Contact us',

  'form.label': 'Enquiry form',
  'form.name': 'Name',
  'form.company': 'Company',
  'form.contact': 'Phone or email',
  'form.message': 'Message',
  'form.namePlaceholder': 'Your name',
  'form.companyPlaceholder': 'Your company',
  'form.contactPlaceholder': 'Mobile number or email address',
  'form.messagePlaceholder': 'Tell us briefly what you need: your sector, size and goals',
  'form.consentBefore': 'I have read and agree to the ',
  'form.consentLink': 'Privacy Policy',
  'form.consentRequired': 'Please read and agree to the Privacy Policy',
  'form.submit': 'Send enquiry',
  'form.sending': 'Sending...',
  'form.success': 'Submitted successfully!',
  'form.failure': 'Submission failed, please try again',
  'form.wait': 'Too many submissions: please try again in {minutes} minutes.',
  'form.honeypot': 'Leave this field empty',
} satisfies Record<keyof typeof zh, string>;
