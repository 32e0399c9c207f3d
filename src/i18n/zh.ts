// The source dictionary: every UI string of the site, flat dotted keys grouped by
// their first segment. en.ts is checked against these keys at compile time.
// Page copy (long texts) lives in src/content/, not here.
export const zh = {
  'nav.label': '主导航',
  'nav.homeOf': '{name}首页',
  'nav.products': '产品与服务',
  'nav.solutions': '解决方案',
  'nav.cases': '成功案例',
  'nav.news': '新闻中心',
  'nav.about': '关于我们',
  'nav.skipToContent': '跳到主要内容',
  'nav.hotline': '服务热线',
  'nav.openMenu': '打开菜单',
  'nav.closeMenu': '关闭菜单',
  'nav.mobileLabel': '移动端导航',
  'nav.showSubmenu': '展开“{label}”子菜单',

  'language.label': '语言',
  'language.button': '切换语言，当前为{current}',

  'search.open': '搜索资讯',
  'search.title': '搜索新闻资讯',
  'search.placeholder': '请输入您要搜索的内容',
  'search.hint': '可搜索政策解读、本所动态、通知公告、新闻资讯与知识专栏',
  'search.submit': '搜索',
  'search.cancel': '取消',

  'common.backHome': '返回首页',
  'common.learnMore': '了解更多',
  'common.phone': '电话',
  'common.email': '邮箱',
  'common.address': '地址',
  'common.opensInNewTab': '（在新窗口打开）',

  'footer.label': '页脚',
  'footer.company': '公司',
  'footer.contact': '联系方式',
  'footer.legal': '法律与备案信息',
  'footer.copyright': '© {year} {name} 版权所有',
  'footer.privacy': '隐私政策',

  'service.open': '在线客服',
  'service.title': '客户服务',
  'service.intro': '专业顾问为您解答碳盘查、碳交易、碳资产管理等相关问题。',
  'service.call': '拨打服务热线',
  'service.mail': '发送邮件',
  'service.enquiry': '在线留言',
  'service.close': '关闭客服面板',

  'products.menuIntro': '围绕碳资产全生命周期，提供从盘查核算、减排规划到交易变现的一站式服务。',
  'products.viewAll': '查看全部产品与服务',
  'products.featured': '重点项目',

  'solutions.menuIntro': '面向园区、工厂与企业的场景化方案，让减排目标落到可执行、可监测的行动。',
  'solutions.viewAll': '查看全部解决方案',

  'news.menuIntro': '政策动向、市场资讯与本所动态，第一时间掌握双碳进展。',
  'news.viewAll': '进入新闻中心',

  'about.summary':
    '成立于 2011 年，经市政府批准设立并在国家部际联席会议备案，专注碳排放权交易、碳资产管理与低碳咨询服务。',
  'about.contactForm': '联系我们',

  'notFound.title': '页面未找到',
  'notFound.heading': '404 Oops! Page not found',
  'notFound.description': '抱歉，您访问的页面不存在或已被移动。请检查网址，或从下方入口继续浏览。',
  'notFound.suggestions': '您可能在找',

  'privacy.title': '隐私政策',
  'privacy.description': '我们如何收集、使用、存储和删除您通过本网站提交的个人信息。',
  'privacy.version': '版本 {version}',
  'privacy.effective': '生效日期：{date}',
  'privacy.contents': '目录',
} satisfies Record<string, string>;
