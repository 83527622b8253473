/// The rules of AppClip: size, frameworks, features kept for the full app, interface and privacy.
extension AppClip {
    package static let rules: [Rule] = [
        Rules.singleClip, Rules.size, Rules.frameworks, Rules.reservedFeatures, Rules.linearInterface,
        Rules.noTrackingAuthorization, Rules.noBackgroundActivity, Rules.noContinuousLocation, Rules.dataSharing,
        Rules.reduceComplexity, Rules.protectedData,
    ]

    package enum Rules {
        package static let unavailableFrameworks = ["CallKit", "CareKit", "CloudKit", "HealthKit", "HomeKit", "ResearchKit", "SensorKit", "Speech"]

        /// What the source keeps for the full app, and the interface elements it calls complex, as a spec names them;
        /// each is said by its message `app-clips.feature.<name>` or `app-clips.interface.<name>`.
        package static let reserved = ["advanced-networking", "wifi-configuration", "app-extensions", "settings-bundle",
                                       "document-handoff", "in-app-purchase", "in-app-provisioning", "low-level-unix",
                                       "multiple-scenes", "custom-url-scheme", "review-request", "bluetooth-pairing-search"]
        package static let complexElements = ["tab-bar", "complex-form"]

        package static let singleClip = rule(
            id: "app-clips.full-app.single-app-clip", guidelines: ["app-clips.overview.single-app-clip"], severity: .error,
            source: "注意:您的完整应用程序可以只有一个应用程序剪辑,并且完整应用程序必须完全支持该应用程序剪辑中的功能。"
        ) { a in when(a.clipsInFullApp > 1, Message(".full-app-has-app", ["clips-in-full-app": .text("\(a.clipsInFullApp)")])) }

        package static let size = rule(
            id: "app-clips.size.limit", severity: .error,
            source: .stated(Message(".source-figure"), from: "应用剪辑必须很小(不超过10 MB)才能提供即时启动。"),
            current: .stated(Message(".current-figure"), threshold: Message(".current-threshold"), from: "Apple, “Choosing the right functionality for your App Clip”")
        ) { a, edition in
            // Apple's documentation page (later than a WWDC23 session's 50 MB) gives 100 MB from iOS 17 for an App Clip invoked only digitally.
            let (limit, context) = a.minimumIOS < 16 ? (10.0, ".for-ios-15")
                : a.minimumIOS >= 17 && a.digitalOnly ? (100, ".for-digital") : (15, ".for-ios-16")
            switch edition {
            case .source: return when(a.sizeMB > 10, Message(".size-mb-over-mb", ["size-mb": .number(a.sizeMB), "limit": .number(10)]))
            case .current:
                return when(a.sizeMB > limit, Message(".size-over-current", ["size-mb": .number(a.sizeMB), "limit": .number(limit),
                                                                             "context": .message(Message(context))]))
            }
        }

        /// The data App Clips cannot read, as a spec names it.
        package static let protected = ["motion-and-fitness", "apple-music", "media", "contacts", "files", "messages", "reminders", "photos"]

        package static let reduceComplexity = rule(
            id: "app-clips.experience.reduce-complexity", severity: .warning,  // describes what App Clips do; no “must”
            source: "在应用程序剪辑要求人们执行更复杂的任务的地方,他们利用降低复杂性的技术。"
        ) { a in when(a.signUp == .form, Message(".sign-up-form")) + when(a.payment == .cardForm, Message(".card-form")) }

        package static let protectedData = rule(
            id: "app-clips.privacy.protected-data", severity: .error,
            source: "为了保护用户数据,应用片段无法访问:"
        ) { a in
            a.accesses.filter { protected.contains($0.lowercased()) }.map { data in
                Message(".reads", ["data": .message(Message("app-clips.data.\(data.lowercased())"))])
            }
        }

        package static let frameworks = rule(
            id: "app-clips.frameworks.unavailable", severity: .error,
            source: "但是,以下框架不适用于应用程序剪辑:CallKit,CareKit,CloudKit,HealthKit,HomeKit,ResearchKit,SensorKit和Speech。"
        ) { a in
            a.frameworks.compactMap { written in unavailableFrameworks.first { $0.lowercased() == written.lowercased() } }.map { name in
                Message(".not-available-app-clips", ["name": .text("\(name)")])
            }
        }

        package static let reservedFeatures = rule(
            id: "app-clips.features.reserve-for-full-app", severity: .error,
            source: "为完整的应用程序保留以下功能:"
        ) { a in
            a.features.filter(reserved.contains).map { Message(".keep-for-full-app", ["feature": .message(Message("app-clips.feature.\($0)"))]) }
        }

        package static let linearInterface = rule(
            id: "app-clips.experience.linear-focused", severity: .warning,  // describes what App Clips aim for; no “must”
            source: "应用程序剪辑避免了复杂的界面元素(如标签栏或复杂的表单),从而提供了线性,集中的用户体验。"
        ) { a in
            a.interface.filter(complexElements.contains).map {
                Message(".complex-element", ["element": .message(Message("app-clips.interface.\($0)"))])
            }
        }

        package static let noTrackingAuthorization = rule(
            id: "app-clips.privacy.no-tracking-authorization", severity: .error,
            source: "应用剪辑无法通过AppTrackingTransparency请求授权来跟踪用户,并且name和identifierForVendor都返回一个空字符串。", broken: { a in a.requestsTrackingAuthorization }, Message(".app-clip-requests-tracking"))

        package static let noBackgroundActivity = rule(
            id: "app-clips.privacy.no-background-activity", severity: .error,
            source: "此外,应用程序剪辑无法执行后台活动,例如使用URLSession进行后台网络连接或在不使用应用程序剪辑时保持蓝牙连接。", broken: { a in a.backgroundActivity }, Message(".app-clip-relies-background"))

        package static let noContinuousLocation = rule(
            id: "app-clips.privacy.when-in-use-location", severity: .error,
            source: "应用剪辑也无法请求连续的位置信息访问权限。", broken: { a in a.location == .continuous }, Message(".app-clip-requests-continuous"))

        package static let dataSharing = rule(
            id: "app-clips.privacy.data-sharing", severity: .error,
            source: "除了相应的完整应用程序外,某个应用程序剪辑无法与任何其他应用程序共享数据。"
        ) { a in a.sharesDataWith.filter { $0 != "full-app" }.map { Message(".app-clip-shares-data", ["other": .text($0)]) } }
    }
}
