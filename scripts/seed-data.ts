// Demo content for `npm run seed` and the first start of dev and preview:
// articles about the real policy frame (see shared DOMAIN.md), no invented
// market figures, no real company names. Dates are relative to the day of
// seeding so the archive always looks current. Ids are fixed: seeding twice
// changes nothing.
import type { EnquiryStatus } from '../src/shared/constants.ts';
import type { NewsFormValues } from '../src/shared/news.ts';

export interface SeedArticle {
  id: string;
  /** Days before the seeding day the article was written; negative = scheduled that many days ahead. */
  daysAgo: number;
  article: NewsFormValues;
}

export interface SeedEnquiry {
  id: string;
  daysAgo: number;
  status: EnquiryStatus;
  name: string;
  company: string;
  contact: string;
  message: string;
  source: string;
}

/** The demo cover in the media library (scripts/lib/seed-media.ts); the file is in scripts/assets. */
export const SEED_COVER = {
  id: 'seedetsexpansioncover-1200x675.jpg',
  width: 1200,
  height: 675,
  type: 'jpg',
  file: 'seed-cover-ets-expansion.jpg',
  alt: { zh: '全国碳市场扩围示意图', en: 'Illustration: the national carbon market expands' },
} as const;

// Who wrote the articles, as Chinese and English pages name them.
const POLICY_DESK = { author: '政策研究部', authorEn: 'Policy Research Desk' };
const EDITORS = { author: '编辑部', authorEn: 'Editorial Team' };

export const SEED_ARTICLES: SeedArticle[] = [
  {
    id: 'seed-ets-expansion',
    daysAgo: 6,
    article: {
      category: '政策解读',
      featured: true,
      ...POLICY_DESK,
      imageUrl: `/media/${SEED_COVER.id}`,
      title: '全国碳市场扩围：钢铁、水泥、铝冶炼企业需要提前准备什么',
      content: [
        '全国碳排放权交易市场自2021年7月16日启动上线交易以来，首先覆盖发电行业。按照主管部门的部署，市场正逐步扩展到钢铁、水泥、铝冶炼等重点行业，相关企业将陆续被纳入配额管理。',
        '对新纳入企业而言，第一项工作是摸清排放边界和数据基础：明确核算边界、梳理排放源清单、建立活动水平数据和排放因子的取数规则，并确保计量器具和台账能够支撑核查。',
        '第二项工作是建立内部的碳排放数据质量管理制度，包括数据质量控制计划、月度存证和内部审核，避免在第三方核查阶段因数据缺失或口径不一致而被动。',
        '第三项工作是提前做好配额管理规划：根据产量计划和能效水平测算配额盈缺，评估节能改造和用能结构调整的减排潜力，并了解国家核证自愿减排量（CCER）按规定抵销部分清缴的规则。',
        '本所可为新纳入企业提供碳排放核算、数据质量管理体系建设和配额管理咨询服务，欢迎联系我们预约沟通。',
      ].join('\n'),
      titleEn: 'Carbon market expansion: what steel, cement and aluminium must prepare',
      contentEn: [
        'Online trading on the national carbon emissions trading market began on 16 July 2021, first covering the power sector. The market is being extended to steel, cement and aluminium smelting, and companies in these sectors will be brought under allowance (CEA) management step by step.',
        'The first task for a newly covered company is its data foundation: set the accounting boundary, list every emission source, and define how activity data and emission factors are collected, so that meters and records can stand up to verification.',
        'The second is an internal data quality system: a monitoring plan, monthly record keeping and internal review, so that verification does not stall on missing data or inconsistent methods.',
        'The third is allowance planning: estimate the surplus or shortfall from production plans and efficiency, assess abatement from energy-saving retrofits and fuel switching, and understand the rules under which CCER offsets may cover part of compliance.',
        'We support newly covered companies with carbon accounting, data quality systems and allowance management. Contact us to arrange a first conversation.',
      ].join('\n'),
    },
  },
  {
    id: 'seed-ccer-relaunch',
    daysAgo: 19,
    article: {
      category: '政策解读',
      ...POLICY_DESK,
      title: 'CCER重启之后：温室气体自愿减排项目开发的关键环节',
      content: [
        '全国温室气体自愿减排交易市场于2024年1月重启，国家核证自愿减排量（CCER）重新进入签发和交易流程，并可按规定用于全国碳市场配额清缴的部分抵销。',
        '与重启前相比，项目开发更加强调方法学适用性和数据真实性。项目业主首先要确认项目类型是否有已发布的方法学，再评估项目的额外性、基准线情景和监测要求。',
        '开发流程大致包括：项目设计文件编制、项目公示、第三方审定、项目登记、按监测计划实施监测、减排量核查和减排量登记。每个环节都需要完整、可追溯的证据材料。',
        '建议有意开发项目的企业尽早开展可行性评估，算清开发周期、成本和预期减排量，再决定是否启动。本所提供CCER项目可行性评估和全流程开发服务。',
      ].join('\n'),
      titleEn: 'After the CCER relaunch: key steps in developing a reduction project',
      contentEn: [
        'The national voluntary greenhouse gas emission reduction market relaunched in January 2024. China Certified Emission Reductions (CCER) are being issued and traded again, and can be used for part of compliance in the national carbon market.',
        'Project development now puts more weight on methodology fit and data integrity. Owners should first check that a published methodology covers their project type, then assess additionality, the baseline scenario and the monitoring requirements.',
        'The chain runs from the project design document and public notice through third-party validation and registration to monitoring, verification and registration of the reductions. Every step needs complete, traceable evidence.',
        'We recommend a feasibility study before committing: development time, cost and expected reductions. We offer CCER feasibility studies and end-to-end project development.',
      ].join('\n'),
    },
  },
  {
    id: 'seed-footprint-system',
    daysAgo: 34,
    article: {
      category: '政策解读',
      featured: true,
      ...POLICY_DESK,
      title: '产品碳足迹管理体系建设：2027年与2030年两个节点意味着什么',
      content: [
        '按照国家关于建立产品碳足迹管理体系的部署，到2027年，产品碳足迹管理体系初步建立；到2030年，产品碳足迹管理体系更加完善。',
        '对制造企业来说，这意味着产品层面的碳排放数据将逐步成为采购、出口和绿色认证中的常见要求。重点产品的核算规则和标准将陆续发布，背景数据库也会不断完善。',
        '企业可以从三方面着手：一是按照ISO 14067或相应国家标准，选择代表性产品开展碳足迹核算试点；二是向上游供应商收集原材料和零部件的碳排放数据；三是建立产品碳足迹数据的更新和管理机制。',
        '本所提供产品碳足迹核算、第三方核查对接和供应链数据收集工具，帮助企业在体系建设初期打好数据基础。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-esg-disclosure',
    daysAgo: 52,
    article: {
      category: '政策解读',
      ...POLICY_DESK,
      title: '上市公司可持续发展报告指引落地：首批强制披露企业的准备清单',
      content: [
        '2024年，上海、深圳、北京证券交易所分别发布上市公司可持续发展报告指引，要求主要指数样本公司等企业自2025年度起披露可持续发展报告。',
        '气候相关信息是披露的重点内容之一，包括治理架构、战略、影响与风险管理、指标与目标。其中温室气体排放数据通常需要覆盖范围一和范围二，并说明范围三的识别情况。',
        '准备清单：明确董事会和管理层的职责分工；开展温室气体盘查并保留核算过程；识别气候相关风险与机遇并评估财务影响；制定可量化的减排目标和行动计划。',
        '本所提供ESG信息披露咨询、温室气体盘查和报告编制支持。',
      ].join('\n'),
      titleEn: 'New sustainability reporting rules: a checklist for the first filers',
      contentEn: [
        'In 2024 the Shanghai, Shenzhen and Beijing stock exchanges each issued sustainability reporting guidelines. Constituents of the major indices, among others, must publish sustainability reports starting with the 2025 reporting year.',
        'Climate information is a core part: governance, strategy, impact and risk management, metrics and targets. Greenhouse gas data usually covers Scope 1 and Scope 2, with an account of how Scope 3 was screened.',
        'Checklist: assign responsibilities to the board and management; run a greenhouse gas inventory and keep the working papers; identify climate risks and opportunities and their financial effects; set measurable reduction targets with an action plan.',
        'We support ESG disclosure, greenhouse gas inventories and report preparation.',
      ].join('\n'),
    },
  },
  {
    id: 'seed-green-certificates',
    daysAgo: 11,
    article: {
      category: '新闻资讯',
      ...EDITORS,
      title: '绿证覆盖全部可再生能源电量：企业绿色电力消费如何举证',
      content: [
        '自2023年起，绿色电力证书（绿证）实现对可再生能源电量的全覆盖，每张绿证对应1兆瓦时可再生能源电量，是我国可再生能源电量环境属性的唯一证明。',
        '企业证明绿色电力消费，主要有两条途径：参与绿电交易，获得电量和对应的绿证；或单独购买绿证。无论哪种方式，都应保留交易合同、结算凭证和绿证划转记录。',
        '在温室气体盘查中，绿色电力消费可用于说明范围二排放的核算依据，但需要注意不同核算标准和披露框架对市场法、位置法的要求，避免重复声明。',
        '本所可协助企业制定绿电消费方案，并在盘查报告中规范地呈现相关数据。',
      ].join('\n'),
      titleEn: 'Green certificates now cover all renewables: proving green power use',
      contentEn: [
        'Since 2023, green electricity certificates (GEC) cover all renewable electricity, one certificate per MWh. They are the sole proof of the environmental attributes of renewable power in China.',
        'A company can evidence green electricity use in two ways: through green-power trading, which delivers the power with its certificates, or by buying certificates on their own. Either way, keep contracts, settlement records and certificate transfer records.',
        'In a greenhouse gas inventory, green electricity supports the Scope 2 figures, but the market-based and location-based methods are treated differently by different standards and disclosure frameworks: avoid double claims.',
        'We help companies plan their green electricity purchasing and report it correctly in their inventory.',
      ].join('\n'),
    },
  },
  {
    id: 'seed-market-observations',
    daysAgo: 41,
    article: {
      category: '新闻资讯',
      ...EDITORS,
      title: '从发电行业到更多行业：全国碳市场运行的三点观察',
      content: [
        '全国碳市场以发电行业为起点，逐步建立起配额分配、排放核查、配额清缴和交易的完整制度链条。',
        '观察一：数据质量是市场的生命线。主管部门持续加强对排放数据的监督管理，企业的数据质量控制能力直接影响履约结果。',
        '观察二：配额管理正在从“被动履约”走向“主动管理”。越来越多的企业把配额盈缺测算纳入年度经营计划，并结合节能改造统筹考虑。',
        '观察三：扩围带来新的能力需求。钢铁、水泥、铝冶炼等行业工艺复杂、排放源多样，对核算方法和监测体系提出了更高要求。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-carbon-inclusive',
    daysAgo: 73,
    article: {
      category: '新闻资讯',
      ...EDITORS,
      title: '多地推进碳普惠机制：个人与小微企业的低碳行为如何获得回报',
      content: [
        '碳普惠是由地方推动的机制，将个人和小微企业的低碳行为（如绿色出行、节约用电、光伏自用等）量化为减排量或积分，并可按规则交易或兑换。',
        '各地碳普惠平台在方法学、核证规则和消纳渠道上各有特点。常见的消纳方式包括大型活动碳中和、企业自愿抵销和积分兑换商品或服务。',
        '对园区和企业而言，碳普惠既是员工低碳行动的激励工具，也是展示社会责任的渠道。参与前应了解当地平台的方法学清单和核证要求。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-park-plan-review',
    daysAgo: 9,
    article: {
      category: '本所动态',
      featured: true,
      ...EDITORS,
      title: '本所为华东某省级开发区编制的零碳园区建设方案通过专家评审',
      content: [
        '近日，本所为华东某省级经济开发区编制的零碳园区建设方案通过专家评审。',
        '方案以园区温室气体排放清单为基础，从能源结构优化、产业低碳化、建筑与交通节能、数字化能碳管理四个方面提出重点任务，并明确了分阶段目标和项目清单。',
        '评审专家认为，方案的排放核算边界清晰、数据来源可追溯，重点项目具备可操作性。下一步，本所将协助园区搭建能碳管理平台，对重点企业开展监测。',
      ].join('\n'),
      titleEn: 'Our zero-carbon park plan for an East China zone passes expert review',
      contentEn: [
        'The zero-carbon park plan we prepared for a provincial economic development zone in East China has passed expert review.',
        'Built on the park’s greenhouse gas inventory, the plan sets out priority tasks in four areas: energy structure, low-carbon industry, energy efficiency in buildings and transport, and digital energy-carbon management, with phased targets and a project list.',
        'The reviewers noted the clear accounting boundary, traceable data sources and workable priority projects. Next, we will help the park build its energy-carbon management platform and monitor its major companies.',
      ].join('\n'),
    },
  },
  {
    id: 'seed-platform-upgrade',
    daysAgo: 27,
    article: {
      category: '本所动态',
      ...EDITORS,
      title: '企业碳管理平台完成升级：新增产品碳足迹核算模块',
      content: [
        '本所企业碳管理平台近日完成版本升级，新增产品碳足迹核算模块。',
        '新模块支持按照ISO 14067建立产品生命周期模型，录入原材料、能源和运输等活动数据，并可向供应商发送数据收集表，汇总后自动生成核算结果和数据质量说明。',
        '平台原有的组织层面温室气体核算、能耗监测和减排项目管理功能同步优化。已使用平台的客户可联系客户经理开通新模块。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-public-training',
    daysAgo: 60,
    article: {
      category: '本所动态',
      ...EDITORS,
      title: '本所举办“企业温室气体排放核算与报告”公开培训',
      content: [
        '本所近日举办“企业温室气体排放核算与报告”公开培训，来自制造、能源和园区管理等领域的学员参加。',
        '课程围绕GHG Protocol企业标准和ISO 14064-1，讲解组织边界与运营边界的设定、范围一二三排放的识别、活动数据收集和排放因子选取，并以案例演练了核算表的编制。',
        '本所将定期举办碳核算、碳资产管理和产品碳足迹等主题培训，也可为企业定制内训课程。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-inventory-booking',
    daysAgo: 15,
    article: {
      category: '通知公告',
      ...EDITORS,
      title: '关于开展年度温室气体排放核算服务预约的通知',
      content: [
        '为帮助企业按时完成年度温室气体排放核算和报告工作，本所即日起开放年度核算服务预约。',
        '服务内容包括：核算边界确认、活动数据收集指导、排放量核算、核算报告编制以及第三方核查的准备与陪同。',
        '有需要的企业可通过网站“联系我们”表单提交预约，注明企业名称、所属行业和联系人，我们将在两个工作日内与您联系。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-privacy-update',
    daysAgo: 88,
    article: {
      category: '通知公告',
      ...EDITORS,
      title: '关于更新网站隐私政策的公告',
      content: [
        '为更好地保护访客的个人信息，本所更新了网站隐私政策。',
        '新版政策说明了我们通过咨询表单收集哪些信息、用于什么目的、存储在哪里、保存多长时间，以及您如何申请查阅或删除您的信息。',
        '通过咨询表单提交信息前，您需要阅读并同意隐私政策。如对隐私政策有任何疑问，请通过网站表单与我们联系。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-scopes-explained',
    daysAgo: 3,
    article: {
      category: '知识专栏',
      featured: true,
      ...POLICY_DESK,
      title: '范围一、二、三怎么分？一文读懂企业温室气体盘查',
      content: [
        '企业温室气体盘查通常依据GHG Protocol企业标准或ISO 14064-1，把排放分为三个范围。',
        '范围一是直接排放：企业拥有或控制的排放源，如锅炉燃烧、自有车辆、工艺过程排放和制冷剂逸散。',
        '范围二是外购能源的间接排放：主要是外购电力和热力。同一用电量，按位置法和市场法核算可能得到不同结果。',
        '范围三是价值链上的其他间接排放，包括采购的商品和服务、上下游运输、员工通勤、产品使用和废弃处理等。',
        '排放量的基本算法是：活动数据 × 排放因子 × 全球变暖潜势（GWP），把各种温室气体折算为二氧化碳当量。盘查的价值在于找到排放的“大头”，为减排路径提供依据。',
      ].join('\n'),
      titleEn: 'Scope 1, 2 or 3? A plain guide to the corporate GHG inventory',
      contentEn: [
        'A corporate greenhouse gas inventory, under the GHG Protocol Corporate Standard or ISO 14064-1, sorts emissions into three scopes.',
        'Scope 1 is direct emissions from sources the company owns or controls: boilers, its own vehicles, process emissions and refrigerant leaks.',
        'Scope 2 is indirect emissions from purchased energy, mostly electricity and heat. The same consumption can give different results under the location-based and market-based methods.',
        'Scope 3 is every other indirect emission in the value chain: purchased goods and services, transport up and down the chain, commuting, use and end of life of products.',
        'The basic formula is activity data × emission factor × global warming potential (GWP), which converts each gas into CO2 equivalent. The point of an inventory is to find the largest sources and base the reduction roadmap on them.',
      ].join('\n'),
    },
  },
  {
    id: 'seed-permits-vs-carbon',
    daysAgo: 47,
    article: {
      category: '知识专栏',
      ...POLICY_DESK,
      title: '排污权交易与碳排放权交易有什么不同',
      content: [
        '排污权交易针对的是二氧化硫、氮氧化物、化学需氧量等污染物，属于污染物总量控制制度；碳排放权交易针对的是二氧化碳等温室气体，服务于双碳目标。',
        '两者的管理部门规则、核算方法和交易平台都不同。企业在编制报告和对外沟通时，应避免把两类指标混为一谈。',
        '对同时涉及两类交易的企业，可以统筹建设能源、污染物和碳排放的监测体系，减少重复计量，提高数据一致性。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-iso-14064-14067',
    daysAgo: 96,
    article: {
      category: '知识专栏',
      ...POLICY_DESK,
      title: 'ISO 14064-1与ISO 14067：组织碳盘查和产品碳足迹的区别',
      content: [
        'ISO 14064-1用于组织层面的温室气体量化和报告，回答“一个企业一年排放多少”；ISO 14067用于产品碳足迹，回答“一件产品从原料到废弃排放多少”。',
        '两者的边界设定不同：组织盘查按组织边界和运营边界划定，产品碳足迹按生命周期阶段和系统边界划定。',
        '两者的数据可以互相支撑：组织盘查中的能源和物料数据，是产品碳足迹分配计算的重要来源。建议企业在建立数据体系时统一口径，一次收集、多处使用。',
        '此外，ISO 14064-3规定了审定与核查的要求，ISO 14068-1则针对碳中和声明。',
      ].join('\n'),
    },
  },
  {
    id: 'seed-draft-pledge-loans',
    daysAgo: 2,
    article: {
      category: '知识专栏',
      status: 'draft',
      ...POLICY_DESK,
      title: '碳排放权质押贷款：企业如何盘活碳资产（草稿）',
      content: [
        '碳排放权质押贷款是以碳排放配额或国家核证自愿减排量作为质押物的融资方式，是碳金融工具中较为常见的一种。',
        '本文将介绍质押登记流程、质押物估值的考虑因素以及企业需要准备的材料。（待补充）',
      ].join('\n'),
    },
  },
  {
    id: 'seed-scheduled-factory-seminar',
    daysAgo: -7,
    article: {
      category: '通知公告',
      ...EDITORS,
      title: '关于举办零碳工厂建设专题研讨会的通知',
      content: [
        '本所将举办零碳工厂建设专题研讨会，围绕绿色工厂评价、能源管理体系（ISO 50001）和工厂碳中和路径展开交流。',
        '研讨会面向制造企业的能源、环保和生产管理负责人，名额有限，请通过网站“联系我们”表单报名。',
      ].join('\n'),
    },
  },
];

export const SEED_ENQUIRIES: SeedEnquiry[] = [
  {
    id: 'seed-enquiry-1',
    daysAgo: 1,
    status: '未处理',
    name: '刘先生',
    company: '江苏某精密制造有限公司',
    contact: 'liu@example.com',
    message: '我们是汽车零部件供应商，主机厂要求提供产品碳足迹数据，想了解核算周期和费用。',
    source: 'carbon-footprint',
  },
  {
    id: 'seed-enquiry-2',
    daysAgo: 2,
    status: '未处理',
    name: '陈女士',
    company: '某市经济开发区管委会',
    contact: '0512-0000-0000',
    message: '园区计划申报零碳园区试点，希望预约方案沟通。',
    source: 'zero-carbon-park',
  },
  {
    id: 'seed-enquiry-3',
    daysAgo: 4,
    status: '未处理',
    name: '王工',
    company: '',
    contact: '13800000000',
    message: '',
    source: 'footer',
  },
  {
    id: 'seed-enquiry-4',
    daysAgo: 8,
    status: '处理中',
    name: '赵经理',
    company: '华北某水泥有限公司',
    contact: 'zhao@example.com',
    message: '公司将被纳入全国碳市场，需要碳排放数据质量管理体系建设的咨询。',
    source: 'corporate-carbon-management',
  },
  {
    id: 'seed-enquiry-5',
    daysAgo: 12,
    status: '处理中',
    name: '孙女士',
    company: '某新能源科技有限公司',
    contact: '13900000000',
    message: '分布式光伏项目想评估开发CCER的可行性。',
    source: 'about',
  },
  {
    id: 'seed-enquiry-6',
    daysAgo: 25,
    status: '已处理',
    name: '周先生',
    company: '浙江某纺织印染有限公司',
    contact: 'zhou@example.com',
    message: '申请绿色工厂评价前的预评估。',
    source: 'zero-carbon-factory',
  },
  {
    id: 'seed-enquiry-7',
    daysAgo: 40,
    status: '已处理',
    name: '吴女士',
    company: '某上市公司证券部',
    contact: '021-0000-0000',
    message: '可持续发展报告中的温室气体盘查部分需要外部支持。',
    source: 'about',
  },
];
