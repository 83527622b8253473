/// The rules of AppClip: size, frameworks, features kept for the full app, interface and privacy.
extension AppClip {
    package static let rules: [Rule] = [
        Rules.singleClip, Rules.size, Rules.frameworks, Rules.reservedFeatures, Rules.linearInterface,
        Rules.noTrackingAuthorization, Rules.noBackgroundActivity, Rules.noContinuousLocation, Rules.dataSharing,
    ]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let unavailableFrameworks = ["CallKit", "CareKit", "CloudKit", "HealthKit", "HomeKit", "ResearchKit", "SensorKit", "Speech"]

        /// What the source keeps for the full app, as a spec names it.
        package static let reserved: [String: Localized] = [
            "advanced-networking": text("Bonjour 等高级网络功能", "Bonjour 等進階網路功能", "advanced networking such as Bonjour"),
            "wifi-configuration": text("本地 Wi-Fi 网络的配置", "本機 Wi-Fi 網路的設定", "local Wi-Fi network configuration"),
            "app-extensions": text("应用扩展", "應用程式延伸功能", "app extensions"),
            "settings-bundle": text("设置包", "設定包", "a settings bundle"),
            "document-handoff": text("资料移交和文件开启", "資料移交與文件開啟", "data handoff and document opening"),
            "in-app-purchase": text("应用内购买", "App 內購買", "in-app purchase"),
            "in-app-provisioning": text("支付卡的应用内配置", "支付卡的 App 內佈建", "in-app provisioning of payment cards"),
            "low-level-unix": text("低级 Unix 功能", "低階 Unix 功能", "low-level Unix features"),
            "multiple-scenes": text("iPad 上的多个场景", "iPad 上的多個場景", "multiple scenes on iPad"),
            "custom-url-scheme": text("自定义 URL 方案", "自訂 URL 方案", "a custom URL scheme"),
            "review-request": text("请求用户评论", "請求使用者評論", "asking for a review"),
            "bluetooth-pairing-search": text("搜索配对的蓝牙设备", "搜尋配對的藍牙裝置", "searching for paired Bluetooth devices"),
        ]

        package static let complexElements: [String: Localized] = [
            "tab-bar": text("标签栏", "標籤列", "a tab bar"),
            "complex-form": text("复杂的表单", "複雜的表單", "a complex form"),
        ]

        package static let singleClip = Rule(
            id: "app-clips.full-app.single-app-clip", guidelines: ["app-clips.overview.single-app-clip"], component: AppClip.self,
            threshold: text("完整应用只有 1 个 App Clip", "完整應用只有 1 個 App Clip", "the full app has 1 App Clip"),
            severity: .error,
            source: Figure(text("1 个", "1 個", "one"), source: "注意:您的完整应用程序可以只有一个应用程序剪辑,并且完整应用程序必须完全支持该应用程序剪辑中的功能。")
        ) { a in
            guard a.clipsInFullApp > 1 else { return [] }
            return [text("完整应用有 \(a.clipsInFullApp) 个 App Clip，只能有 1 个", "完整應用有 \(a.clipsInFullApp) 個 App Clip，只能有 1 個",
                         "The full app has \(a.clipsInFullApp) App Clips; it can have only one")]
        }

        package static let size = Rule(
            id: "app-clips.size.limit", guidelines: ["app-clips.size.limit"], component: AppClip.self,
            threshold: text("大小 ≤ 10 MB", "大小 ≤ 10 MB", "size ≤ 10 MB"),
            severity: .error,
            source: Figure(text("10 MB", "10 MB", "10 MB"), source: "应用剪辑必须很小(不超过10 MB)才能提供即时启动。"),
            newer: Figure(text("iOS 16 起 15 MB；iOS 17 起仅数字调用可更大", "iOS 16 起 15 MB；iOS 17 起僅數位呼叫可更大", "15 MB from iOS 16; larger for digital-only invocations from iOS 17"),
                          source: "Apple, “Choosing the right functionality for your App Clip”")
        ) { a in
            when(a.sizeMB > 10, text("大小 \(n(a.sizeMB)) MB，超过 10 MB", "大小 \(n(a.sizeMB)) MB，超過 10 MB", "Size \(n(a.sizeMB)) MB is over the 10 MB limit"))
        }

        package static let frameworks = Rule(
            id: "app-clips.frameworks.unavailable", guidelines: ["app-clips.frameworks.unavailable"], component: AppClip.self,
            threshold: text("不使用在 App Clip 中不可用的 8 个框架", "不使用在 App Clip 中不可用的 8 個框架", "none of the 8 frameworks unavailable to App Clips"),
            severity: .error,
            source: Figure(text("CallKit、CareKit、CloudKit、HealthKit、HomeKit、ResearchKit、SensorKit、Speech", "CallKit、CareKit、CloudKit、HealthKit、HomeKit、ResearchKit、SensorKit、Speech",
                                "CallKit, CareKit, CloudKit, HealthKit, HomeKit, ResearchKit, SensorKit, Speech"),
                           source: "但是,以下框架不适用于应用程序剪辑:CallKit,CareKit,CloudKit,HealthKit,HomeKit,ResearchKit,SensorKit和Speech。")
        ) { a in
            a.frameworks.compactMap { written in unavailableFrameworks.first { $0.lowercased() == written.lowercased() } }.map { name in
                text("\(name) 在 App Clip 中不可用", "\(name) 在 App Clip 中不可用", "\(name) is not available to App Clips")
            }
        }

        package static let reservedFeatures = Rule(
            id: "app-clips.features.reserve-for-full-app", guidelines: ["app-clips.features.reserve-for-full-app"], component: AppClip.self,
            threshold: text("不含为完整应用保留的功能", "不含為完整應用保留的功能", "none of the features reserved for the full app"),
            severity: .error,
            source: Figure(text("为完整应用保留", "為完整應用保留", "reserved for the full app"), source: "为完整的应用程序保留以下功能:")
        ) { a in
            a.features.compactMap { feature in
                reserved[feature].map { name in
                    text("\(name.zhHans)应留给完整应用", "\(name.zhHant)應留給完整應用", "Keep \(name.en) for the full app")
                }
            }
        }

        package static let linearInterface = Rule(
            id: "app-clips.experience.linear-focused", guidelines: ["app-clips.experience.linear-focused"], component: AppClip.self,
            threshold: text("没有标签栏、复杂表单等复杂界面元素", "沒有標籤列、複雜表單等複雜介面元素", "no tab bar or complex form"),
            severity: .warning,  // describes what App Clips aim for; no “must”
            source: Figure(text("线性、集中", "線性、集中", "linear and focused"), source: "应用程序剪辑避免了复杂的界面元素(如标签栏或复杂的表单),从而提供了线性,集中的用户体验。")
        ) { a in
            a.interface.compactMap { element in
                complexElements[element].map { name in
                    text("App Clip 含有\(name.zhHans)；请保持线性、集中的体验", "App Clip 含有\(name.zhHant)；請保持線性、集中的體驗", "The App Clip has \(name.en); keep the experience linear and focused")
                }
            }
        }

        package static let noTrackingAuthorization = Rule(
            id: "app-clips.privacy.no-tracking-authorization", guidelines: ["app-clips.privacy.no-tracking-authorization"], component: AppClip.self,
            threshold: text("不通过 AppTrackingTransparency 请求跟踪授权", "不透過 AppTrackingTransparency 請求追蹤授權", "no tracking authorization request"),
            severity: .error,
            source: Figure(text("无法请求授权", "無法請求授權", "cannot request authorization"), source: "应用剪辑无法通过AppTrackingTransparency请求授权来跟踪用户,并且name和identifierForVendor都返回一个空字符串。")
        ) { a in
            when(a.requestsTrackingAuthorization, text("App Clip 请求了跟踪授权，这不可用", "App Clip 請求了追蹤授權，這不可用", "The App Clip requests tracking authorization, which is unavailable"))
        }

        package static let noBackgroundActivity = Rule(
            id: "app-clips.privacy.no-background-activity", guidelines: ["app-clips.privacy.no-background-activity"], component: AppClip.self,
            threshold: text("没有后台活动", "沒有背景活動", "no background activity"),
            severity: .error,
            source: Figure(text("无法执行后台活动", "無法執行背景活動", "no background activity"), source: "此外,应用程序剪辑无法执行后台活动,例如使用URLSession进行后台网络连接或在不使用应用程序剪辑时保持蓝牙连接。")
        ) { a in
            when(a.backgroundActivity, text("App Clip 依赖后台活动，这不可用", "App Clip 依賴背景活動，這不可用", "The App Clip relies on background activity, which is unavailable"))
        }

        package static let noContinuousLocation = Rule(
            id: "app-clips.privacy.when-in-use-location", guidelines: ["app-clips.privacy.when-in-use-location"], component: AppClip.self,
            threshold: text("位置权限最多为“使用期间”", "位置權限最多為「使用期間」", "location access at most “when in use”"),
            severity: .error,
            source: Figure(text("使用中授权，次日凌晨 4:00 重置", "使用中授權，次日凌晨 4:00 重設", "when in use, reset at 4:00 a.m. the next day"),
                           source: "应用剪辑也无法请求连续的位置信息访问权限。")
        ) { a in
            when(a.location == .continuous, text("App Clip 请求连续的位置访问权限，这不可用", "App Clip 請求持續的位置存取權限，這不可用",
                                                        "The App Clip requests continuous location access, which is unavailable"))
        }

        package static let dataSharing = Rule(
            id: "app-clips.privacy.data-sharing", guidelines: ["app-clips.privacy.data-sharing"], component: AppClip.self,
            threshold: text("只与自己的完整应用共享数据", "只與自己的完整應用共享資料", "shares data with its own full app only"),
            severity: .error,
            source: Figure(text("仅完整应用", "僅完整應用", "the full app only"), source: "除了相应的完整应用程序外,某个应用程序剪辑无法与任何其他应用程序共享数据。")
        ) { a in
            a.sharesDataWith.filter { $0 != "full-app" }.map { other in
                text("App Clip 与“\(other)”共享数据；只能与自己的完整应用共享", "App Clip 與「\(other)」共享資料；只能與自己的完整應用共享",
                     "The App Clip shares data with “\(other)”; it can share only with its own full app")
            }
        }
    }
}
