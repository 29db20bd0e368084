/** Chinese: watch demo, careers, contact and news pages (the news items themselves are in the database since issue #26). */
import { CARD_TEXTS_ZH } from "../../../../../shared/content-cards/card-texts";
import type { company as en } from "../en/company";

export const company: typeof en = {
  watchDemo: {
    hero: {
      eyebrow: "演示",
      title: "观看 ProSteer 旋转导向系统实际运行",
      subtitle: "了解连续比例导向如何让井眼保持在目标上——从地面设定到井下响应。",
    },
    master: {
      badge: "完整系统演示",
      title: "ProSteer 旋转导向：完整系统演示",
      description: "全面介绍整个系统：涡轮供电、导向单元、近钻头传感器和地面软件，并附有实钻水平段的现场画面。",
      duration: "时长：{{duration}}",
      views: "{{views}} 次观看",
      downloadSpecs: "下载规格",
      share: "分享",
      play: "播放演示：{{title}}",
    },
    library: {
      title: "视频库",
      intro: "介绍系统各部分的短视频。",
      thumbnail: "缩略图：{{title}}",
      more: "打开完整视频库",
      videos: [
        { title: "系统概览", description: "各组成部分及其协同工作方式。", duration: "8:45", category: "概览" },
        { title: "导向技术", description: "结合现场数据讲解比例导向。", duration: "12:30", category: "技术" },
        { title: "井场作业", description: "安装、浅层测试和下钻。", duration: "15:20", category: "作业" },
        { title: "涡轮与供电", description: "深入了解 48V 500W 四级涡轮。", duration: "10:15", category: "技术细节" },
      ],
    },
    features: {
      title: "您将看到",
      items: [
        { title: "实时导向响应", description: "地面设定变化后，工具在数分钟内做出响应。" },
        { title: "实时数据", description: "测斜、工具面和涡轮状态实时传至地面。" },
        { title: "井眼质量成果", description: "采用连续导向钻成的井的井径测井资料。" },
      ],
    },
    cta: { title: "想在您的井上看到效果？", text: "申请报价或探索全部解决方案。" },
  },
  careers: {
    hero: {
      eyebrow: "加入我们",
      title: "打造引导油井的工具",
      subtitle: "加入遍布四大洲的工程师、科学家和现场专家团队。",
    },
    benefits: {
      title: "为什么选择我们",
      intro: "我们为每位全职员工提供的待遇。",
      items: [
        { title: "有竞争力的薪酬", description: "每年对标薪资，另有绩效奖金。" },
        { title: "健康福利", description: "为您和家人提供医疗、牙科和视力保险。" },
        { title: "学习发展", description: "认证课程和年度培训预算。" },
        { title: "全球发展", description: "可派驻休斯顿、迪拜、阿伯丁和新加坡。" },
      ],
    },
    openings: {
      title: "开放职位",
      intro: "所有职位均为全职。",
      less: "收起",
      apply: "立即申请",
      items: [
        {
          title: "高级钻井工程师",
          department: "工程",
          location: "休斯顿",
          type: "全职",
          description: "为北美作业者规划和支持旋转导向作业。",
          details: "10 年以上定向钻井经验；熟悉钻具组合设计和井眼规划；能够前往井场出差。",
        },
        {
          title: "软件开发工程师",
          department: "软件",
          location: "远程",
          type: "全职",
          description: "开发我们的实时钻井数据平台。",
          details: "熟悉 TypeScript 或 C#；流式数据处理；有 WITSML 经验者优先。",
        },
        {
          title: "现场服务工程师",
          department: "作业",
          location: "多个地点",
          type: "全职",
          description: "在井场运行和维护我们的工具。",
          details: "轮班制；电气或机械背景；持有海上作业证书或愿意考取。",
        },
        {
          title: "销售工程师",
          department: "销售",
          location: "迪拜",
          type: "全职",
          description: "拓展中东地区客户关系。",
          details: "钻井设备技术销售经验；会阿拉伯语者优先。",
        },
        {
          title: "研究科学家",
          department: "研发",
          location: "阿伯丁",
          type: "全职",
          description: "研究传感器物理和井下发电技术。",
          details: "物理或工程博士学位；具备实验和建模能力。",
        },
        {
          title: "项目经理",
          department: "项目",
          location: "新加坡",
          type: "全职",
          description: "领导亚太地区多井项目。",
          details: "持有 PMP 或同等证书；具备油田服务项目经验。",
        },
      ],
    },
    cta: {
      title: "没有找到合适的职位？",
      text: "发送通用申请或联系人力资源部。",
      general: "发送通用申请",
      hr: "联系人力资源部",
    },
  },
  contactPage: {
    hero: {
      eyebrow: "联系我们",
      title: "联系我们",
      subtitle: "全天候紧急支持；销售和工程团队分布在各区域办事处。",
    },
    methods: {
      title: "联系方式",
      intro: "选择与您需求匹配的团队。",
      write: "发送邮件",
      items: [
        {
          title: "紧急支持",
          description: "作业过程中的工具故障或井控问题。",
          hours: "7×24 小时",
          action: "立即致电",
        },
        {
          title: "技术支持",
          description: "关于工具运行、配置或维护的问题。",
          hours: "7×24 小时",
          action: "致电技术支持",
        },
        {
          title: "销售",
          description: "报价、租赁、服务合同和合作。",
          hours: "周一至周五 7:00-18:00（美国中部时间）",
          action: "致电销售",
        },
        {
          title: "一般咨询",
          description: "供应商及其他事务。",
          hours: "周一至周五 8:00-17:00（美国中部时间）",
          action: "致电办公室",
        },
        {
          title: "媒体",
          description: "采访、新闻稿、图片和公司资料。",
          hours: "周一至周五 8:00-17:00（美国中部时间）",
          action: "致电媒体办公室",
        },
        {
          title: "招聘",
          description: "职位空缺、求职申请和实习。",
          hours: "周一至周五 8:00-17:00（美国中部时间）",
          action: "致电招聘团队",
        },
      ],
    },
    offices: {
      title: "区域办事处",
      intro: "车间、库存和工程师就在您的作业区附近。",
      headquarters: { title: "休斯顿总部", location: "美国休斯顿" },
    },
    cta: { title: "有项目想法？", text: "申请报价或与销售团队沟通。", sales: "联系销售团队" },
  },
  news: {
    hero: { eyebrow: "新闻", title: "新闻与动态", subtitle: "产品发布、项目成果、合作伙伴和活动。" },
    filterLabel: "按类别筛选新闻",
    empty: "该类别暂无文章。",
    /** The category names and "Featured" are the card texts (issue #26), shared with the admin's preview. */
    featured: CARD_TEXTS_ZH.news.featured,
    categories: { all: "全部新闻", ...CARD_TEXTS_ZH.news.categories },
  },
};
