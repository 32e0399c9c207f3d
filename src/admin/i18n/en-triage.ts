import type { zhTriage } from './zh-triage.ts';

// English texts of enquiry triage, checked against zh-triage.ts. Part of en.ts.
export const enTriage = {
  'nav.unhandled': '{count} unhandled enquiries',
  'dashboard.unhandled': 'New enquiries',
  'dashboard.assignedToMe': 'Open enquiries assigned to me',
  'dashboard.openInbox': 'View',
  'contact.assignee': 'Assignee',
  'contact.assigneeOf': 'Assignee: {name}',
  'contact.assignedFilter': 'Filter by assignee',
  'contact.assigned.any': 'Any assignee',
  'contact.assigned.me': 'Assigned to me',
  'contact.assigned.none': 'Unassigned',
  'contact.allButSpam': 'All (excluding spam)',
  'contact.openPage': 'Open the source page: {name}',
  'triage.nobody': 'Nobody',
  'triage.assigneeSaved': 'Assignee updated',
  'triage.reply': 'Reply to the visitor',
  'triage.replyEmail': 'Reply by e-mail',
  'triage.call': 'Call',
  'triage.replyHint': 'Replying moves a new enquiry to In progress.',
  'triage.replyNone': 'The contact is neither an e-mail address nor a phone number: reach the visitor as the message says.',
  'triage.replySubject': 'Your enquiry on our website',
  'triage.replyQuote': 'Your message of {time}:',
  'detail.assignedTo': 'assigned it to {name}',
  'detail.unassignedIt': 'removed the assignee',
} satisfies Record<keyof typeof zhTriage, string>;
