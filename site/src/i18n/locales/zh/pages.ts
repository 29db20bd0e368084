/** Chinese: config-driven information pages. */
import type { pages as en } from "../en/pages";

const paramHead = ["参数", "数值"];

export const pages: typeof en = {
  pages: {
    exploreRss: {
      hero: {
        eyebrow: "旋转导向解决方案",
        title: "适用于各类井型的旋转导向解决方案",
        subtitle: "从垂直稳斜到大位移井：同一导向平台，按您的井况选型配置。",
      },
      technologies: {
        title: "核心技术",
        intro: "四大系统在井下协同工作。",
        items: [
          { title: "连续比例导向", description: "导向力按最大值的比例设定，并在钻柱旋转时持续调整。" },
          { title: "发电系统", description: "48V 500W 涡轮由钻井液驱动供电，无需更换或处置电池。" },
          { title: "数据集成", description: "近钻头井斜、方位和工具状态实时传至地面并接入您的软件。" },
          { title: "精密制造", description: "自主加工和装配，每件工具交付前均经过流动回路测试。" },
        ],
      },
      applications: {
        title: "应用场景",
        intro: "系统在钻柱中发挥价值的地方。",
        items: [
          { title: "水平井和非常规井", description: "快速造斜，长水平段始终保持在薄目标层内。" },
          { title: "海上和大位移井", description: "全程旋转降低摩阻，延伸距离超越螺杆钻具极限。" },
          { title: "复杂三维轨迹", description: "同时增斜和扭方位，在密集井场避开邻井。" },
        ],
      },
      comparison: {
        title: "ProSteer 旋转导向对比",
        intro: "连续比例导向与传统系统的区别。",
        table: {
          caption: "与传统系统对比",
          head: ["特性", "ProSteer 旋转导向", "传统系统", "优势"],
          rows: [
            ["导向方式", "旋转中连续比例导向", "滑动加旋转，或开关式导向", "井眼轨迹更平滑"],
            ["井眼质量", "井径规则，弯曲度低", "台阶和螺旋井眼", "下套管更顺利"],
            ["排量限制", "190 至 350 GPM 均可工作", "排量窗口窄", "水力参数按井眼而非工具设计"],
            ["钻头选择", "兼容 PDC 钻头和牙轮钻头", "钻头选择受导向方式限制", "为地层选择最佳钻头"],
          ],
        },
      },
      cta: {
        title: "准备规划下一口井？",
        text: "发送井眼设计给我们，我们将提出配置方案。",
        systems: "查看旋转导向系统",
      },
    },
    rssSystems: {
      hero: {
        eyebrow: "产品",
        title: "旋转导向系统",
        subtitle: "具有连续比例导向和自带井下电源的旋转导向系统。",
      },
      links: { docs: "申请技术文档", representative: "联系销售代表" },
      features: {
        title: "产品特点",
        intro: "系统的与众不同之处。",
        items: [
          { title: "比例导向", description: "导向比例 0 至 100% 任意设定，可从地面随时调整。" },
          { title: "涡轮供电", description: "四级涡轮提供 48 V、500 W 电力，下井时长不受电池限制。" },
          { title: "近钻头传感器", description: "在靠近钻头处测量井斜和方位，尽早控制轨迹。" },
          { title: "地面软件", description: "设定目标并实时跟踪工具响应。" },
        ],
      },
      components: {
        title: "系统组成",
        intro: "自上而下的钻具组合。",
        table: {
          caption: "系统组成",
          head: ["部件", "功能"],
          rows: [
            ["动力短节", "四级涡轮和发电机"],
            ["控制电子单元", "导向控制、传感器和遥测接口"],
            ["导向单元", "施加比例导向力"],
            ["钻头接头", "兼容 PDC 和牙轮钻头的标准接头"],
          ],
        },
      },
      turbine: {
        title: "涡轮规格",
        intro: "由钻井液流动提供电力。",
        table: {
          caption: "涡轮规格",
          head: paramHead,
          rows: [
            ["输出电压", "48 V"],
            ["输出功率", "500 W"],
            ["排量范围", "190-350 GPM"],
            ["正常工作排量", "190 / 230 / 350 GPM"],
            ["级数", "4 级"],
          ],
        },
      },
      steering: {
        title: "导向单元",
        intro: "导向单元的工作范围。",
        table: {
          caption: "导向单元",
          head: paramHead,
          rows: [
            ["导向", "连续比例导向，0-100%"],
            ["工作温度", "-40 至 175°C"],
            ["最高压力", "20,000 psi"],
            ["工具尺寸", "6.75-9.5 英寸"],
            ["功耗", "15 W"],
          ],
        },
      },
      useCases: {
        title: "应用案例",
        intro: "客户的使用场景。",
        items: [
          { title: "页岩水平段", description: "长水平段保持在目标层内，修正次数更少。" },
          { title: "海上油田开发", description: "平台井口密集，防碰余量小。" },
          { title: "地热井", description: "坚硬高温地层，井眼质量至关重要。" },
        ],
      },
      cta: { title: "获取完整规格", text: "申请技术文档或与销售代表沟通。" },
    },
    measurementTools: {
      hero: {
        eyebrow: "产品",
        title: "测量工具",
        subtitle: "随钻测量井眼位置和地层参数的 MWD 和 LWD 工具。",
      },
      links: {
        explore: "探索测量解决方案",
        specs: "技术规格",
        consult: "预约咨询",
        cases: "查看案例研究",
      },
      tools: {
        title: "工具",
        intro: "引导井眼的四种测量。",
        items: [
          {
            title: "MWD 系统",
            description: "实时测量井斜、方位和工具面。",
            points: ["±0.1° 精度", "泥浆脉冲遥测", "冲击和振动记录"],
          },
          {
            title: "LWD 系统",
            description: "随钻地层评价。",
            points: ["孔隙度和密度", "存储和实时模式", "可与旋转导向组合"],
          },
          {
            title: "伽马传感器",
            description: "自然伽马用于地层对比和地质导向。",
            points: ["0-500 API 量程", "方位成像", "近钻头安装"],
          },
          {
            title: "电阻率工具",
            description: "电阻率测量用于流体和边界识别。",
            points: ["多种探测深度", "边界探测", "耐高温"],
          },
        ],
      },
      stats: {
        title: "测量性能",
        items: [
          { value: "±0.1°", label: "井斜精度" },
          { value: "0.01°", label: "分辨率" },
          { value: "25,000 psi", label: "额定压力" },
          { value: "1-60 ft/min", label: "测井速度" },
        ],
      },
      cta: { title: "规划您的测量方案", text: "与我们的工程师沟通，或查看现场成果。" },
    },
    softwareSolutions: {
      hero: {
        eyebrow: "产品",
        title: "软件解决方案",
        subtitle: "使用由钻井工程师打造的软件进行规划、导向和分析。",
        stats: [{ value: "20%", label: "钻井时间最多减少 20%" }],
      },
      links: { platforms: "探索平台", demo: "申请演示" },
      products: {
        title: "产品",
        intro: "覆盖井全生命周期的四款工具。",
        items: [
          {
            title: "DrillOpt Pro",
            description: "钻井优化：根据实时数据推荐钻井参数。",
            points: ["钻井时间最多减少 20%", "机械钻速和振动模型", "钻台显示"],
          },
          {
            title: "GeoSteer Navigator",
            description: "结合地质模型实时对比的地质导向。",
            points: ["伽马和电阻率对比", "实时更新目标", "与旋转导向共享数据"],
          },
          {
            title: "数据分析套件",
            description: "邻井分析和绩效对标。",
            points: ["跨井关键指标", "隐性非生产时间报告", "导出至 BI 工具"],
          },
          {
            title: "井眼规划",
            description: "轨迹设计和防碰分析。",
            points: ["三维轨迹设计", "防碰扫描", "扭矩和摩阻分析"],
          },
        ],
      },
      cta: { title: "用您的数据看效果", text: "预约演示，或获取授权和支持报价。" },
    },
    measurementSolutions: {
      hero: {
        eyebrow: "测量解决方案",
        title: "测量解决方案",
        subtitle: "组合定向、伽马、压力和电阻率测量，全面掌控井眼。",
      },
      solutions: {
        title: "解决方案",
        intro: "四种测量组合。",
        items: [
          { title: "定向测量", description: "测斜级井斜和方位，精度 ±0.1°。" },
          { title: "伽马测量", description: "0-500 API 自然伽马，用于对比和地质导向。" },
          { title: "压力测量", description: "环空和钻柱内压力最高 25,000 psi，用于当量循环密度管理。" },
          { title: "电阻率测量", description: "地层电阻率，用于识别流体界面和地层边界。" },
        ],
      },
      workflow: {
        title: "交付方式",
        intro: "从规划到最终测井资料。",
        items: [
          { title: "规划", description: "根据目标选择传感器和遥测方式。" },
          { title: "钻进", description: "现场工程师 7×24 小时监控数据和工具状态。" },
          { title: "交付", description: "以标准格式提交最终测井和测斜报告。" },
        ],
      },
      cta: { title: "定制您的测量组合", text: "我们的工程师将根据地层匹配传感器。", tools: "查看测量工具" },
    },
    technicalSpecifications: {
      hero: {
        eyebrow: "技术规格",
        title: "技术规格",
        subtitle: "旋转导向系统、钻井工具和测量工具的工作范围。",
      },
      rss: {
        title: "旋转导向系统",
        intro: "旋转导向系统。",
        table: {
          caption: "旋转导向系统规格",
          head: paramHead,
          rows: [
            ["工作温度", "-40 至 175°C"],
            ["最高压力", "20,000 psi"],
            ["工具尺寸", "6.75-9.5 英寸"],
            ["功耗", "15 W"],
            ["数据速率", "1200 bps"],
          ],
        },
      },
      tools: {
        title: "钻井工具",
        intro: "钻头、扶正器和扩眼器。",
        table: {
          caption: "钻井工具规格",
          head: paramHead,
          rows: [
            ["井眼尺寸", "6-26 英寸"],
            ["最大扭矩", "50,000 ft-lbs"],
            ["排量", "300-2000 GPM"],
            ["钻压", "5-80 klbs"],
            ["转速", "40-200 RPM"],
          ],
        },
      },
      measurement: {
        title: "测量工具",
        intro: "MWD 和 LWD 传感器。",
        table: {
          caption: "测量规格",
          head: paramHead,
          rows: [
            ["精度", "±0.1°"],
            ["分辨率", "0.01°"],
            ["伽马量程", "0-500 API"],
            ["额定压力", "25,000 psi"],
            ["测井速度", "1-60 ft/min"],
          ],
        },
      },
      cta: { title: "需要完整的数据表？", text: "申请技术文档或获取报价。" },
    },
    platforms: {
      hero: {
        eyebrow: "软件平台",
        title: "探索我们的平台",
        subtitle: "从钻台到办公室，四个互联平台。",
      },
      platforms: {
        title: "平台",
        intro: "单独使用或全部互联。",
        items: [
          { title: "DrillOps Central", description: "实时作业中心，监控每台在用钻机。" },
          { title: "GeoSteer Cloud", description: "基于浏览器的协同地质导向。" },
          { title: "DataVault Analytics", description: "经过清洗、可直接分析的历史钻井数据。" },
          { title: "FieldConnect Mobile", description: "在手机上查看工具状态、告警和报告。" },
        ],
      },
      integration: {
        title: "集成",
        intro: "轻松融入您的技术体系。",
        items: [
          { title: "开放标准", description: "支持 WITSML 和 CSV 导入导出。" },
          { title: "安全访问", description: "单点登录和基于角色的权限。" },
          { title: "API 接口", description: "REST API 便于构建您自己的看板。" },
        ],
      },
      cta: { title: "在线观看平台演示", text: "与产品专家预约演示。" },
    },
    about: {
      hero: {
        eyebrow: "公司",
        title: "为每一口井规划路径",
        subtitle: "我们设计、制造并服务旋转导向系统、钻井工具、测量工具和软件。",
        careers: "加入我们的团队",
        contact: "联系我们",
      },
      stats: {
        title: "数字看 ProSteer",
        items: [
          { value: "25+", label: "年行业经验" },
          { value: "1000+", label: "完成项目" },
          { value: "200+", label: "团队成员" },
          { value: "50+", label: "服务国家" },
        ],
      },
      purpose: {
        title: "使命与愿景",
        items: [
          { title: "我们的使命", text: "为钻井团队提供精确、可靠的导向，让每一口井安全、低成本地到达目标。" },
          { title: "我们的愿景", text: "在钻头数据的引导下，以更少的起下钻、更低的能耗、无意外地完成钻井。" },
        ],
      },
      values: {
        title: "我们的价值观",
        intro: "我们的工作方式。",
        items: [
          { title: "创新", description: "每件新工具上井前都在我们自己的流动回路中测试。" },
          { title: "可靠", description: "工具出厂前经过温度、冲击和振动鉴定。" },
          { title: "安全", description: "规程和工具设计以人为本。" },
          { title: "卓越", description: "我们以客户的井来衡量自己。" },
        ],
      },
      cta: { title: "与我们合作", text: "告诉我们您的项目，或您职业生涯的下一步。" },
    },
    technicalSupport: {
      hero: {
        eyebrow: "服务",
        title: "技术支持",
        subtitle: "7×24 小时紧急热线：{{hotline}}。每个班次都有现场工程师和远程专家值守。",
        hotline: "拨打紧急热线",
        email: "发送邮件给技术支持",
      },
      channels: {
        title: "支持方式",
        intro: "联系工程师的四种方式。",
        items: [
          { title: "远程支持", description: "专家从支持中心连接您的工具数据，指导现场人员。" },
          { title: "现场支持", description: "现场工程师赴井场进行调试和故障排除。" },
          { title: "故障诊断", description: "分析工具存储数据，查找根本原因。" },
          { title: "7×24 热线", description: "紧急热线 {{hotline}}，全天候由工程师接听。" },
        ],
      },
      levels: {
        title: "响应目标",
        intro: "来电后的响应时间。",
        table: {
          caption: "支持响应目标",
          head: ["优先级", "示例", "首次响应"],
          rows: [
            ["紧急", "钻进中工具故障", "立即，7×24 小时"],
            ["高", "工具性能下降", "2 小时内"],
            ["一般", "配置问题", "1 个工作日内"],
          ],
        },
      },
      cta: { title: "现在就需要帮助？", text: "拨打紧急热线或浏览技术文档。", docs: "浏览技术文档" },
    },
    training: {
      hero: {
        eyebrow: "服务",
        title: "培训与认证",
        subtitle: "面向定向井工程师、现场工程师和维修技师的认证课程。",
        enroll: "邮件报名",
      },
      programs: {
        title: "培训项目",
        intro: "课堂、车间和井场培训。",
        items: [
          { title: "旋转导向操作", description: "旋转导向系统的下井、导向和故障排除。" },
          { title: "工具维护", description: "车间检查、维修和测试。" },
          { title: "测量与地质导向", description: "MWD/LWD 解释和目标管理。" },
          { title: "软件平台", description: "面向工程师的规划和分析软件。" },
        ],
      },
      courses: {
        title: "课程",
        intro: "每月在休斯顿和阿伯丁培训中心开课。",
        enroll: "报名",
        items: [
          {
            title: "旋转导向操作认证",
            badge: "5 天",
            meta: "中级至高级",
            description: "理论讲解、模拟器训练和实操考核。",
            points: ["导向原理", "模拟器钻井", "认证考试"],
          },
          {
            title: "高级故障排除",
            badge: "3 天",
            meta: "高级",
            description: "基于真实下井数据诊断工具和遥测问题。",
            points: ["失效分析", "存储数据分析", "现场案例"],
          },
        ],
      },
      cta: { title: "培训您的团队", text: "我们也可以在您的现场开课。" },
    },
    consulting: {
      hero: {
        eyebrow: "服务",
        title: "咨询服务",
        subtitle: "由钻过您所规划井型的工程师为您提供咨询。",
        schedule: "预约咨询",
      },
      services: {
        title: "咨询服务",
        intro: "我们创造价值的四个领域。",
        items: [
          { title: "井眼规划", description: "轨迹、钻具组合和水力参数一体化设计。" },
          { title: "钻井优化", description: "邻井分析和参数优化路线图。" },
          { title: "技术选型", description: "独立比较导向和测量方案。" },
          { title: "数字化转型", description: "数据流、实时中心和数据分析。" },
        ],
      },
      stats: {
        title: "成果",
        items: [
          { value: "200+", label: "完成项目" },
          { value: "25%", label: "平均成本降低" },
          { value: "50+", label: "资深顾问" },
          { value: "98%", label: "客户满意度" },
        ],
      },
      cta: { title: "从一次沟通开始", text: "一小时的会谈通常就足以找到第一笔节约。" },
    },
    maintenance: {
      hero: {
        eyebrow: "服务",
        title: "维护保养",
        subtitle: "通过计划维护和快速响应维修，让您的工具持续运行。",
        call: "致电维护部门",
      },
      services: {
        title: "维护服务",
        intro: "四条服务线。",
        items: [
          { title: "预防性维护", description: "按下井小时数定期检查和更换零件。" },
          { title: "维修与大修", description: "完全拆解、维修和流动回路测试。" },
          { title: "状态监测", description: "分析下井数据，预测磨损。" },
          { title: "备件供应", description: "区域库存，快速周转。" },
        ],
      },
      stats: {
        title: "服务水平",
        items: [
          { value: "99.5%", label: "正常运行时间" },
          { value: "2 小时", label: "平均响应时间" },
          { value: "500+", label: "维护系统数量" },
          { value: "24/7", label: "全天候支持" },
        ],
      },
      cta: { title: "制定维护计划", text: "获取适合您机队规模的维护计划报价。", contact: "联系我们" },
    },
  },
};
