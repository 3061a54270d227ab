// @ts-check
/**
 * Text of the generated PDF documents (original writing about the fictional company's products).
 * @typedef {{ heading: string, paragraphs: string[] }} DocumentSection
 * @typedef {{ title: string, subtitle: string, version: string, author: string, date: string, sections: DocumentSection[], footer: string }} DocumentText
 */

const footer = {
  zh: '灵枢机器人 · 本文档仅供参考，产品以实物为准。技术支持：service@robotics.example',
  en: 'Lingshu Robotics · This document is for reference; the product as delivered prevails. Support: service@robotics.example',
};

/** @type {Record<string, Record<'zh' | 'en', DocumentText>>} */
export const documents = {
  'magicbot-gen1-sdk': {
    zh: {
      title: 'MagicBot Gen1 SDK 开发指南',
      subtitle: '第一代人形机器人软件开发包',
      version: 'v1.2',
      author: '灵枢机器人',
      date: '2025-06-30T00:00:00+08:00',
      sections: [
        { heading: '1. 概述', paragraphs: ['MagicBot Gen1 SDK 提供对第一代人形机器人的高层运动控制、关节状态读取和传感器数据订阅接口，支持 C++ 与 Python。', '开发前请确认机器人固件版本不低于 1.2，并在平坦开阔的场地内进行调试。'] },
        { heading: '2. 环境准备', paragraphs: ['推荐使用 Ubuntu 22.04 与 CMake 3.22 以上版本。通过网线将开发电脑连接到机器人背部的调试网口，并将电脑地址设为 192.168.10.20。', '安装依赖后执行 ./build.sh 即可编译全部示例程序。'] },
        { heading: '3. 高层运动接口', paragraphs: ['HighLevelClient 提供站立、行走、转向和停止指令。速度指令以米每秒与弧度每秒为单位，超出安全范围的数值会被自动限制。', '每条指令都会返回状态码；连续 500 毫秒未收到心跳时，机器人将平稳停止。'] },
        { heading: '4. 安全须知', paragraphs: ['调试时请始终有人手持急停遥控器。切勿在人群附近或楼梯边缘运行未经验证的程序。'] },
      ],
      footer: footer.zh,
    },
    en: {
      title: 'MagicBot Gen1 SDK Developer Guide',
      subtitle: 'Software development kit for the first-generation humanoid',
      version: 'v1.2',
      author: 'Lingshu Robotics',
      date: '2025-06-30T00:00:00+08:00',
      sections: [
        { heading: '1. Overview', paragraphs: ['The MagicBot Gen1 SDK offers high-level motion control, joint state reading and sensor data subscriptions for the first-generation humanoid, in C++ and Python.', 'Before you start, make sure the robot firmware is version 1.2 or later and work in a flat, open area.'] },
        { heading: '2. Setting up', paragraphs: ['We recommend Ubuntu 22.04 and CMake 3.22 or later. Connect your computer to the debug port on the robot\'s back with a network cable and give the computer the address 192.168.10.20.', 'After installing the dependencies, run ./build.sh to compile all examples.'] },
        { heading: '3. High-level motion interface', paragraphs: ['HighLevelClient provides stand, walk, turn and stop commands. Velocities are given in metres and radians per second; values outside the safe range are limited automatically.', 'Every command returns a status code; without a heartbeat for 500 ms the robot comes to a smooth stop.'] },
        { heading: '4. Safety', paragraphs: ['Always keep someone holding the emergency-stop remote while testing. Never run unverified programs near people or at the edge of stairs.'] },
      ],
      footer: footer.en,
    },
  },
  'magicdog-sdk': {
    zh: {
      title: 'MagicDog SDK 开发指南',
      subtitle: '四足机器人软件开发包',
      version: 'v2.0',
      author: '灵枢机器人',
      date: '2025-05-15T00:00:00+08:00',
      sections: [
        { heading: '1. 概述', paragraphs: ['MagicDog SDK 面向 EDU 版本，提供运动模式切换、步态控制、相机图像和激光雷达点云的访问接口。', '同一套接口也可以通过 ROS2 软件包使用。'] },
        { heading: '2. 连接机器狗', paragraphs: ['机器狗开机后会创建名为 MagicDog-XXXX 的无线网络，也可通过背部扩展坞的网口有线连接。默认地址为 192.168.12.1。'] },
        { heading: '3. 运动控制', paragraphs: ['SportClient 支持站立、趴下、行走和多种步态。低层接口可以直接发送关节力矩，仅建议有经验的开发者在吊架上调试时使用。'] },
        { heading: '4. 安全须知', paragraphs: ['低层控制模式会关闭部分保护功能，请确保机器狗周围 1 米内无人。'] },
      ],
      footer: footer.zh,
    },
    en: {
      title: 'MagicDog SDK Developer Guide',
      subtitle: 'Software development kit for the quadruped robot',
      version: 'v2.0',
      author: 'Lingshu Robotics',
      date: '2025-05-15T00:00:00+08:00',
      sections: [
        { heading: '1. Overview', paragraphs: ['The MagicDog SDK targets the EDU edition and gives access to motion modes, gait control, camera images and lidar point clouds.', 'The same interfaces are also available through the ROS2 packages.'] },
        { heading: '2. Connecting to the dog', paragraphs: ['When switched on, the dog opens a wireless network called MagicDog-XXXX; a wired connection is possible through the network port of the back dock. The default address is 192.168.12.1.'] },
        { heading: '3. Motion control', paragraphs: ['SportClient supports standing, lying down, walking and several gaits. The low-level interface sends joint torques directly and should only be used by experienced developers with the dog on a hoist.'] },
        { heading: '4. Safety', paragraphs: ['Low-level mode switches off some protections: make sure nobody is within 1 m of the dog.'] },
      ],
      footer: footer.en,
    },
  },
  'product-manual': {
    zh: {
      title: 'MagicDog 产品使用手册',
      subtitle: '四足机器人 PRO / EDU',
      version: '2025.1.20',
      author: '灵枢机器人',
      date: '2025-01-20T00:00:00+08:00',
      sections: [
        { heading: '1. 包装清单', paragraphs: ['机器狗本体、电池、充电器、手持遥控器、快速入门指南和保修卡。请保留包装至少 30 天。'] },
        { heading: '2. 开机与站立', paragraphs: ['将机器狗放在平地上，腿部自然收拢。短按再长按电池按键开机，待指示灯常亮后通过遥控器或 App 让它站立。'] },
        { heading: '3. 充电与电池', paragraphs: ['电池额定 29.6V 8200mAh，续航约 1.5 至 3.0 小时。请使用原装充电器，在 0 至 40 摄氏度环境下充电。'] },
        { heading: '4. 安全须知', paragraphs: ['本产品不适合 18 岁以下用户操作。运行时请与机器狗保持至少 1 米距离，勿在未成年人、孕妇、老人附近使用。'] },
      ],
      footer: footer.zh,
    },
    en: {
      title: 'MagicDog Product Manual',
      subtitle: 'Quadruped robot PRO / EDU',
      version: '2025.1.20',
      author: 'Lingshu Robotics',
      date: '2025-01-20T00:00:00+08:00',
      sections: [
        { heading: '1. In the box', paragraphs: ['Robot dog, battery, charger, handheld remote, quick-start guide and warranty card. Keep the packaging for at least 30 days.'] },
        { heading: '2. Switching on and standing up', paragraphs: ['Place the dog on level ground with its legs folded. Press the battery button briefly, then hold it; once the light stays on, make it stand with the remote or the app.'] },
        { heading: '3. Charging and battery', paragraphs: ['The battery is rated 29.6V 8200mAh and lasts about 1.5 to 3.0 hours. Use the original charger and charge between 0 and 40 degrees Celsius.'] },
        { heading: '4. Safety', paragraphs: ['Not for users under 18. Keep at least 1 m away from the dog while it moves and do not use it near minors, pregnant women or the elderly.'] },
      ],
      footer: footer.en,
    },
  },
  'dog-app-manual': {
    zh: {
      title: 'MagicDog App 使用说明',
      subtitle: '机器狗手机应用',
      version: '2025.1.20',
      author: '灵枢机器人',
      date: '2025-01-20T00:00:00+08:00',
      sections: [
        { heading: '1. 安装与登录', paragraphs: ['在应用商店搜索 MagicDog 或扫描下载页上的二维码安装 App。首次打开时按提示授予蓝牙与位置权限。'] },
        { heading: '2. 连接机器狗', paragraphs: ['开启机器狗，在 App 首页点击“添加设备”，选择机器狗的无线网络并输入机身标签上的密码。'] },
        { heading: '3. 遥控与图传', paragraphs: ['左侧摇杆控制移动，右侧摇杆控制转向。画面上方显示实时图传，可一键拍照或录像。'] },
        { heading: '4. 固件升级', paragraphs: ['有新固件时，App 会在设置页提示。升级过程中请保持机器狗趴下且电量高于 50%。'] },
      ],
      footer: footer.zh,
    },
    en: {
      title: 'MagicDog App Guide',
      subtitle: 'The robot dog\'s phone app',
      version: '2025.1.20',
      author: 'Lingshu Robotics',
      date: '2025-01-20T00:00:00+08:00',
      sections: [
        { heading: '1. Installing and signing in', paragraphs: ['Search for MagicDog in your app store or scan the QR code on the download page. On first launch, grant the Bluetooth and location permissions when asked.'] },
        { heading: '2. Connecting the dog', paragraphs: ['Switch the dog on, tap "Add device" on the app\'s home screen, choose the dog\'s wireless network and enter the password from the label on its body.'] },
        { heading: '3. Remote control and live view', paragraphs: ['The left stick moves the dog, the right stick turns it. The live camera view at the top takes photos or videos with one tap.'] },
        { heading: '4. Firmware updates', paragraphs: ['When new firmware is available, the settings page says so. Keep the dog lying down with more than 50% battery during the update.'] },
      ],
      footer: footer.en,
    },
  },
  'g1-app-manual': {
    zh: {
      title: 'MagicBot G1 App 使用说明',
      subtitle: '人形机器人手机应用',
      version: '2025.07.20',
      author: '灵枢机器人',
      date: '2025-07-20T00:00:00+08:00',
      sections: [
        { heading: '1. 安装', paragraphs: ['扫描下载页上的二维码或在应用商店搜索 MagicBot G1 安装 App。'] },
        { heading: '2. 配对', paragraphs: ['机器人开机并站稳后，在 App 中点击“配对”，将手机靠近机器人胸前的标识完成连接。'] },
        { heading: '3. 动作与语音', paragraphs: ['在动作库中选择挥手、握手、引导等动作，或使用语音面板让机器人播报欢迎词。'] },
      ],
      footer: footer.zh,
    },
    en: {
      title: 'MagicBot G1 App Guide',
      subtitle: 'The humanoid\'s phone app',
      version: '2025.07.20',
      author: 'Lingshu Robotics',
      date: '2025-07-20T00:00:00+08:00',
      sections: [
        { heading: '1. Installing', paragraphs: ['Scan the QR code on the download page or search for MagicBot G1 in your app store.'] },
        { heading: '2. Pairing', paragraphs: ['Once the robot is on and standing steadily, tap "Pair" in the app and hold the phone near the mark on the robot\'s chest.'] },
        { heading: '3. Motions and voice', paragraphs: ['Pick waving, shaking hands or guiding from the motion library, or let the robot speak a welcome from the voice panel.'] },
      ],
      footer: footer.en,
    },
  },
};
