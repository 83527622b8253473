/// The rules of ARSession: reference images and starting over.
extension ARSession {
    package static let rules: [Rule] = [
        Rules.referenceImages, Rules.allowReset, Rules.convincingIllusions, Rules.offscreenCues, Rules.detectionProgress, Rules.surfaceIndicator, Rules.placeImmediately, Rules.edgeAlignment, Rules.directManipulation, Rules.standardGestures, Rules.gestureProximity, Rules.scaling, Rules.referenceImageDesign, Rules.frameOfReference, Rules.avoidInterruptions, Rules.relocalization, Rules.hideWhileRelocalizing, Rules.cancelRelocalization, Rules.suggestFixes, Rules.capableDevices,
    ]

    package enum Rules {
        package static let referenceImages = rule(
            id: "augmented-reality.images.limit-reference-images", severity: .warning,  // “效果最佳”: works best with 25 or fewer (today: 100 or fewer, still “works best”)
            source: .stated(Message(".source-figure"), threshold: Message(".threshold", ["limit": .number(25)]), from: "当ARKit在用户环境中查找25个或更少的不同图像时,图像检测性能效果最佳。"),
            current: .stated(Message(".current-figure"), threshold: Message(".threshold", ["limit": .number(100)]), from: "Human Interface Guidelines, “Augmented reality”")
        ) { s, edition in
            let limit = edition == .source ? 25 : 100
            return when(s.activeReferenceImages > limit, Message(".session-looks-reference-images",
                                                                 ["active-reference-images": .text("\(s.activeReferenceImages)"), "limit": .number(Double(limit))]))
        }

        package static let allowReset = rule(
            id: "augmented-reality.problems.allow-reset", severity: .error,
            source: "给他们一种重新开始的方式,看看他们是否有更好的结果。", broken: { s in !s.offersReset }, Message(".ar-experience-offers-no"))

        package static let convincingIllusions = rule(
            id: "augmented-reality.experience.convincing-illusions", severity: .warning,  // “为获得最佳效果”: for best results
            source: "使用ARKit提供的信息将物体定位在检测到的真实世界表面上,合理缩放对象,在虚拟物体上反射环境光照条件,在真实世界表面上投射虚拟物体阴影,并在相机位置改变时更新视觉效果。"
        ) { s in
            let missing = Realism.allCases.filter { !s.realism.contains($0) }.map { Message("augmented-reality.realism.\($0.rawValue)") }
            return when(s.realisticObjects && !missing.isEmpty, Message(".missing", ["missing": .list(missing)]))
        }

        package static let offscreenCues = rule(
            id: "augmented-reality.hints.offscreen-objects", guidelines: ["augmented-reality.experience.offscreen-objects"], severity: .warning,  // “请考虑”: consider
            source: "如果用户似乎无法找到屏外对象,请考虑提供视觉或听觉提示。", broken: { s in !s.offscreenObjectCues }, Message(".no-cues"))

        package static let detectionProgress = rule(
            id: "augmented-reality.initialization.indicate-progress", guidelines: ["augmented-reality.entering-ar.indicate-progress"], severity: .error,
            source: "为了减少可能的用户困惑,请表明您的应用正在尝试检测表面,并鼓励用户通过缓慢扫描周围环境来加速此过程。", broken: { s in !s.showsDetectionProgress }, Message(".silent"))

        package static let surfaceIndicator = rule(
            id: "augmented-reality.placement.surface-indicator", severity: .warning,  // “应该”: should
            source: "一旦有平面目标,指示器应该改变外观来表明可现在放置物体。"
        ) { s in when(s.placementIndicator != .changesWhenSurfaceFound, Message(".\(s.placementIndicator.rawValue)")) }

        package static let placeImmediately = rule(
            id: "augmented-reality.placement.respond-when-placed", severity: .error,
            source: "如果用户点击屏幕放置对象,请立即使用当前可用的信息进行放置。", broken: { s in s.placement == .waitsForDetection }, Message(".waits"))

        package static let edgeAlignment = rule(
            id: "augmented-reality.placement.avoid-edge-alignment", severity: .warning,  // “避免”: avoid
            source: "避免尝试精确地将对象与检测到的表面的边缘对齐。", broken: { s in s.alignsToSurfaceEdges }, Message(".aligned"))

        package static let directManipulation = rule(
            id: "augmented-reality.interaction.prefer-direct-manipulation", severity: .warning,  // “优先”: favor
            source: "优先直接操作而不是通过分开的屏幕控件。", broken: { s in s.manipulation == .separateControls }, Message(".separate"))

        package static let standardGestures = rule(
            id: "augmented-reality.interaction.standard-gestures", severity: .warning,  // “考虑”: consider
            source: "例如,考虑支持用于移动对象的单指拖动手势,以及用于旋转对象的双指旋转手势。"
        ) { s in when(s.moveGesture == .other, Message(".move")) + when(s.rotateGesture == .other, Message(".rotate")) }

        package static let gestureProximity = rule(
            id: "augmented-reality.interaction.gesture-proximity", severity: .warning,  // “通常最好”: usually best
            source: "当您的应用程序在交互式对象附近检测到手势时,通常最好认为用户想要影响该对象。", broken: { s in !s.respondsNearObjects }, Message(".exact-only"))

        package static let scaling = rule(
            id: "augmented-reality.interaction.scaling", severity: .warning,  // “考虑…是否必要”: consider whether it is necessary
            source: "而对于相对于真实世界而言固定尺寸的物体,比如一件家具,如果对象以精确的尺寸放置,则缩放没必要。"
        ) { s in when(s.objectSize == .realWorld && s.userScaling, Message(".real-world-scalable")) }

        package static let referenceImageDesign = rule(
            id: "augmented-reality.images.design-reference-images", severity: .warning,  // “避免”: avoid
            source: "避免尝试检测出现反射或真实世界曲面上的图像。"
        ) { s in
            s.referenceImages.enumerated().flatMap { index, image in
                when(image.physicalWidth == nil, Message(".no-size", ["position": .text("\(index + 1)")]))
                    + when(image.surface != .flat, Message(".\(image.surface.rawValue)", ["position": .text("\(index + 1)")]))
            }
        }

        package static let frameOfReference = rule(
            id: "augmented-reality.images.frame-of-reference", severity: .error,
            source: "仅将检测到的图像用作显示虚拟内容的参考框架。", broken: { s in s.imageAnchoring == .precise }, Message(".precise"))

        package static let avoidInterruptions = rule(
            id: "augmented-reality.interruptions.avoid-unnecessary", severity: .warning,  // “避免”: avoid
            source: "避免中断的一种方法是让用户在体验中调整对象和设置。", broken: { s in s.leavesARForSettings }, Message(".leaves"))

        package static let relocalization = rule(
            id: "augmented-reality.interruptions.relocalization", severity: .error,
            source: "使用重定位从其他中断中恢复。", broken: { s in !s.relocalizes }, Message(".none"))

        package static let hideWhileRelocalizing = rule(
            id: "augmented-reality.interruptions.hide-during-relocalization", severity: .warning,  // “考虑”: consider
            source: "考虑隐藏先前放置的虚拟对象,直到重新定位完成。", broken: { s in s.relocalizes && !s.hidesObjectsWhileRelocalizing }, Message(".shown"))

        package static let cancelRelocalization = rule(
            id: "augmented-reality.interruptions.cancel-relocalization", severity: .error,
            source: "允许用户取消重定位。", broken: { s in s.relocalizes && !s.relocalizationCancellable }, Message(".no-way-out"))

        package static let suggestFixes = rule(
            id: "augmented-reality.problems.suggest-fixes", severity: .error,
            source: "如果您的应用收到这些问题的通知,请提供解决这些问题的建议。", broken: { s in !s.suggestsFixes }, Message(".none"))

        package static let capableDevices = rule(
            id: "augmented-reality.problems.capable-devices-only", severity: .error,
            source: "如果设备不支持ARKit,则首先不要提供可选的AR功能。"
        ) { s in
            switch (s.role, s.unsupportedDevices) {
            case (_, .showsError): return [Message(".error")]
            case (.primary, .hidesAR): return [Message(".primary-offered")]
            default: return []
            }
        }
    }
}
