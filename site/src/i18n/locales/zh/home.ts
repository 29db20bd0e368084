/** Chinese: home page. */
import { CARD_TEXTS_ZH } from "../../../../../shared/content-cards/card-texts";
import type { home as en } from "../en/home";

export const home: typeof en = {
  home: {
    news: {
      title: "最新动态",
      intro: "ProSteer 的产品发布、项目成果与活动。",
      all: "全部新闻",
      categories: CARD_TEXTS_ZH.news.categories,
    },
    hero: {
      eyebrow: "旋转导向系统",
      title: "连续导向，掌控每一英尺井眼",
      subtitle: "连续比例导向、井下涡轮供电和实时数据集成，让井眼精确到达地质目标。",
      explore: "探索旋转导向解决方案",
      watch: "观看演示",
      stats: [
        { value: "48V", label: "发电电压" },
        { value: "350", label: "最大排量 (GPM)" },
        { value: "500W", label: "系统功率" },
      ],
    },
    features: {
      title: "为精确、高效钻井而设计",
      intro: "四项能力，改变定向井的钻井方式。",
      items: [
        {
          title: "连续比例导向",
          description: "导向力按比例设定并在旋转中持续调整，无需在滑动和旋转之间切换。",
          points: ["井眼轨迹平滑，狗腿度低", "始终保持旋转，井眼清洁更好", "减少更换钻具组合的起下钻次数"],
        },
        {
          title: "卓越的井眼质量",
          description: "旋转钻具组合加精细导向修正，形成圆整、规则、低弯曲度的井眼。",
          points: ["下套管和完井更顺利", "扭矩和摩阻更低", "测井质量更好"],
        },
        {
          title: "精确井位控制",
          description: "近钻头井斜和方位测量，确保钻头始终位于目标层内。",
          points: ["在薄储层甜点区内钻进", "实时响应地质变化", "减少侧钻"],
        },
        {
          title: "实时数据集成",
          description: "井下数据实时传至地面，并接入您的规划和地质导向软件。",
          points: ["实时测斜和工具状态", "开放数据格式", "任何办公室均可远程监控"],
        },
      ],
    },
    specs: {
      title: "技术规格",
      intro: "井下电力来自由钻井液驱动的四级涡轮。",
      highlights: [
        { value: "48 V", label: "涡轮输出电压" },
        { value: "500 W", label: "涡轮输出功率" },
        { value: "190-350", label: "排量范围 (GPM)" },
        { value: "4 级", label: "涡轮设计" },
      ],
      turbine: {
        caption: "涡轮规格",
        head: ["参数", "数值"],
        rows: [
          ["输出电压", "48 V"],
          ["输出功率", "500 W"],
          ["排量范围", "190-350 GPM"],
          ["正常工作排量", "190 / 230 / 350 GPM"],
          ["级数", "4 级"],
        ],
      },
      steering: {
        caption: "导向与测量",
        head: ["参数", "数值"],
        rows: [
          ["导向方式", "连续比例导向"],
          ["工作温度", "-40 至 175°C"],
          ["最高压力", "20,000 psi"],
          ["工具尺寸", "6.75-9.5 英寸"],
          ["遥测数据速率", "1200 bps"],
        ],
      },
    },
    about: {
      title: "关于 ProSteer",
      intro: "一家为高难度井设计、制造和服务导向系统的工程公司。",
      stats: [
        { value: "25+", label: "年行业经验" },
        { value: "1000+", label: "完成项目" },
        { value: "200+", label: "团队成员" },
        { value: "50+", label: "服务国家" },
      ],
      valuesTitle: "我们的价值观",
      values: [
        { title: "创新", description: "新的导向和供电方案在上井之前，先在我们自己的流动回路中测试。" },
        { title: "可靠", description: "每件工具出厂前都经过温度、冲击和振动鉴定。" },
        { title: "安全", description: "规程、培训和工具设计始终把作业人员安全放在首位。" },
        { title: "卓越", description: "我们以客户完成的每一口井来衡量自己的工作。" },
      ],
    },
    contact: {
      title: "联系我们",
      intro: "告诉我们您的井况，回复您的将是工程师，而不是呼叫中心。",
      directTitle: "与工程师沟通",
      directText: "致电或写信至休斯顿总部，周一至周五 7:00-18:00（美国中部时间）。",
      formLabel: "联系表单",
      firstName: "名",
      lastName: "姓",
      company: "公司",
      email: "电子邮箱",
      phoneLabel: "电话号码",
      details: "项目详情",
      detailsPlaceholder: "请介绍您的钻井项目：井型、井深、地层和时间安排。",
      send: "发送消息",
      toastTitle: "消息已收到",
      toastText: "谢谢。工程师将在一个工作日内回复您。",
    },
  },
};
