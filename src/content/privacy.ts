// The privacy policy (decisions.md, Privacy): what is collected, why, where it is
// stored, for how long and how to have it deleted. `{placeholders}` are filled
// from the site configuration when the page is built.
import type { Localized } from './types.ts';

/** A paragraph, or a bulleted list. */
export type PolicyBlock = string | readonly string[];

export interface PolicySection {
  id: string;
  title: Localized;
  body: Localized<readonly PolicyBlock[]>;
}

export const PRIVACY_EFFECTIVE_DATE = { zh: '2025 年 1 月 1 日', en: '1 January 2025' };

export const PRIVACY_INTRO: Localized = {
  zh: '{name}（以下简称“我们”）重视您的个人信息保护。本政策依据《中华人民共和国个人信息保护法》及欧盟《通用数据保护条例》（GDPR）制定，说明您通过本网站提交咨询时，我们如何处理您的个人信息。',
  en: '{name} (“we”) takes the protection of your personal information seriously. This policy follows China’s Personal Information Protection Law (PIPL) and the EU General Data Protection Regulation (GDPR), and explains how we handle your personal information when you send us an enquiry through this website.',
};

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'collect',
    title: { zh: '我们收集哪些信息', en: 'What we collect' },
    body: {
      zh: [
        '仅在您主动提交在线留言或咨询表单时，我们才会收集以下信息：',
        [
          '您填写的内容：姓名、公司名称、联系方式（电话或邮箱）和留言内容；',
          '表单所在的页面（例如“关于我们”或“零碳园区”），以便了解您关心的服务；',
          '提交时间、您勾选同意本政策的时间以及所同意的政策版本。',
        ],
        '本网站不使用 Cookie，不加载任何第三方统计、广告或字体服务。您选择的浏览语言仅保存在您自己浏览器的本地存储（localStorage）中，不会发送给我们。',
        '为防止滥用，服务器会在提交时短暂使用您的网络地址（IP 地址）进行频率限制和重复提交识别；相关计数在 10 分钟内自动失效，IP 地址不会与您的留言一同保存。',
      ],
      en: [
        'We collect the following only when you send us an enquiry through one of the forms on this site:',
        [
          'what you enter: your name, company, contact details (phone or email) and message;',
          'the page the form stands on (for example “About us” or “Zero-carbon park”), so we know which service you are interested in;',
          'when you sent it, when you ticked the consent box, and the version of this policy you agreed to.',
        ],
        'This site sets no cookies and loads no third-party analytics, advertising or font services. The language you choose is kept only in your own browser’s local storage (localStorage) and is never sent to us.',
        'To prevent abuse, the server briefly uses your network (IP) address when you submit a form, to limit the rate of submissions and to recognise duplicates. These counters expire within 10 minutes, and your IP address is not stored with your enquiry.',
      ],
    },
  },
  {
    id: 'purpose',
    title: { zh: '我们为什么收集', en: 'Why we collect it' },
    body: {
      zh: [
        '我们仅将这些信息用于答复您的咨询、与您沟通您询问的服务，以及在您同意后为您提供相应服务。处理的法律依据是您的同意（《个人信息保护法》第十三条、GDPR 第 6 条第 1 款 a 项），以及应您的要求在订立合同前采取的步骤。',
        '未经您另行同意，我们不会将您的信息用于营销推广，也不会出售或向第三方提供您的个人信息。',
      ],
      en: [
        'We use this information only to answer your enquiry, to discuss the services you asked about and, if you agree, to provide them. The legal basis is your consent (PIPL Article 13; GDPR Article 6(1)(a)) and steps taken at your request before entering into a contract.',
        'We do not use your information for marketing without your separate consent, and we never sell it or hand it to third parties.',
      ],
    },
  },
  {
    id: 'storage',
    title: { zh: '信息存储在哪里', en: 'Where it is stored' },
    body: {
      zh: [
        '您的留言通过 Netlify 提供的云函数接收，并保存在 Upstash 提供的 Redis 云数据库中。上述服务器位于中国大陆境外，因此提交表单即涉及个人信息出境。勾选同意框即表示您单独同意将上述信息传输至境外并在境外存储。',
        '数据在传输过程中全程使用 HTTPS（TLS）加密。Netlify, Inc. 与 Upstash, Inc. 作为受托处理者，仅按我们的指示处理数据。',
        '只有经授权的工作人员可以通过设有密码保护的后台查看留言。如启用了新留言提醒，留言内容还会以通知形式发送至我们内部使用的工作沟通工具。',
      ],
      en: [
        'Your enquiry is received by cloud functions run by Netlify and stored in a Redis cloud database run by Upstash. These servers are located outside mainland China, so sending a form transfers your personal information abroad. By ticking the consent box you separately consent to this transfer and to storage outside mainland China.',
        'All data travels encrypted over HTTPS (TLS). Netlify, Inc. and Upstash, Inc. act as processors and handle the data only on our instructions.',
        'Only authorised staff can read enquiries, through a password-protected admin area. When new-enquiry alerts are turned on, the enquiry is also sent as a notification to the internal messaging tool our staff use.',
      ],
    },
  },
  {
    id: 'retention',
    title: { zh: '保存多长时间', en: 'How long we keep it' },
    body: {
      zh: [
        '留言自提交之日起保存 {days} 天。系统每天自动运行一次清理任务，删除超过保存期限的留言。用于频率限制的计数最长保留 10 分钟。',
      ],
      en: [
        'We keep an enquiry for {days} days from the day it was sent. A clean-up job runs automatically once a day and deletes every enquiry older than that. Rate-limit counters last at most 10 minutes.',
      ],
    },
  },
  {
    id: 'rights',
    title: { zh: '您的权利', en: 'Your rights' },
    body: {
      zh: [
        '您有权查阅、复制、更正和删除您的个人信息，有权撤回同意（撤回不影响此前基于同意已进行的处理），有权要求我们解释处理规则，也可以向网信部门或您所在地的数据保护监管机构投诉。',
      ],
      en: [
        'You may access, copy, correct and delete your personal information, withdraw your consent at any time (this does not affect processing already carried out), and ask us to explain how we process it. You may also complain to the Cyberspace Administration of China or to the data protection authority where you live.',
      ],
    },
  },
  {
    id: 'deletion',
    title: { zh: '如何申请删除', en: 'How to ask for deletion' },
    body: {
      zh: [
        '请发送邮件至 {email}，邮件主题注明“删除个人信息”，并提供您提交留言时填写的联系方式；也可以在{hours}拨打 {phone}。',
        '我们核实身份后将在 15 个工作日内删除相关留言并回复确认。删除不可恢复。',
      ],
      en: [
        'Email {email} with the subject “Delete my personal information” and the contact details you entered in the form, or call {phone} ({hours}).',
        'Once we have confirmed it is you, we delete the enquiry within 15 working days and tell you when it is done. Deletion cannot be undone.',
      ],
    },
  },
  {
    id: 'minors',
    title: { zh: '未成年人', en: 'Children' },
    body: {
      zh: ['本网站面向企业与机构用户，不面向未满十四周岁的未成年人。如您未满十四周岁，请勿提交个人信息。'],
      en: [
        'This website is intended for businesses and organisations, not for children under 14. If you are under 14, please do not send us personal information.',
      ],
    },
  },
  {
    id: 'changes',
    title: { zh: '政策更新与联系我们', en: 'Changes and contact' },
    body: {
      zh: [
        '本政策更新时，我们会在本页面发布新版本并更新版本号；每条留言都会记录提交时所同意的版本。',
        '如对本政策有任何疑问，请联系：{name}，{address}，邮箱 {email}，电话 {phone}。',
      ],
      en: [
        'When this policy changes we publish the new version on this page with a new version number; each enquiry records the version in force when it was sent.',
        'For any question about this policy, contact {name}, {address}, email {email}, phone {phone}.',
      ],
    },
  },
];
