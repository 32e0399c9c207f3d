// Source texts (Chinese) of site publishing: whether an article is on the
// pre-rendered site, the dashboard's publishing panel and the missing-hook banner. Part of zh.ts.
export const zhPublishing = {
  'site.onSite': '已在网站上',
  'site.updating': '网站更新中',
  'site.title': '网站发布',
  'site.updatingSince': '网站更新中（{ago}前已请求）',
  'site.upToDate': '网站已是最新',
  'site.updatedAt': '网站内容包含 {time} 之前的全部修改',
  'site.lastDeploy': '最近一次发布',
  'site.noDeploy': '暂无发布记录',
  'site.deployReady': '{time}，发布成功',
  'site.deployError': '{time}，发布失败',
  'site.problem': '需要处理',
  'site.stale': '{ago}前已请求更新网站，但至今没有新的发布。请在 Netlify 的 Deploys 页面查看构建是否在排队或已卡住。',
  'site.failed': '最近一次发布失败：{error}。网站仍显示上一次成功发布的内容，请在 Netlify 查看构建日志。',
  'site.noReason': '未提供原因',
  'site.requestError': '请求更新网站失败（{time}）：{error}。系统每 5 分钟自动重试一次。',
  'site.hookMissingTitle': '尚未设置构建钩子（NETLIFY_BUILD_HOOK_URL）',
  'site.hookMissingBody':
    '设置之前，撤回发布和定时发布都无法生效：新闻页面只有在网站重新构建时才会更新。请按部署文档第 6.1 节设置。',
  'site.agoSeconds': '{count} 秒',
  'site.agoMinutes': '{count} 分钟',
  'site.agoHours': '{count} 小时',
} as const;
