; ModuleID = 'float_format.c'
source_filename = "float_format.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"%-3d %.6e | %.3f | %g | %.10g | %.1e\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"2^%d = %.0f = %g = %.15e\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"2^-%d = %.25f = %g\0A\00", align 1, !dbg !12
@__const.main.halves = private unnamed_addr constant [12 x double] [double 1.250000e-01, double 3.750000e-01, double 2.675000e+00, double 1.000500e+00, double 4.500000e-02, double 1.250000e+00, double 1.350000e+00, double 0x430C6BF526340004, double 5.000000e-06, double 0x412E847F00000000, double 0x4023FFFFEF39085F, double 1.500000e-04], align 8
@.str.3 = private unnamed_addr constant [33 x i8] c"%.17g: %.2f %.0f %.3e %.1g %.6g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"pi %%.%dg = %.*g | %%.%df = %.*f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"subnormals: %g %e %.3e %g\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"big: %f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [19 x i8] c"%.17g %.17g %.17g\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [19 x i8] c"%g %g %g %g %g %g\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [27 x i8] c"%#g %#g %#.3g %#.0e %#.0f\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [27 x i8] c"float third %%.%df = %.*f\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [34 x i8] c"2^53+1 as double %.1f, 2^63 %.1f\0A\00", align 1, !dbg !53

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [12 x double], align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  store double 0x3D719799812DEA11, ptr %2, align 8, !dbg !74
    #dbg_declare(ptr %3, !75, !DIExpression(), !77)
  store i32 0, ptr %3, align 4, !dbg !77
  br label %18, !dbg !78

18:                                               ; preds = %32, %0
  %19 = load i32, ptr %3, align 4, !dbg !79
  %20 = icmp slt i32 %19, 25, !dbg !81
  br i1 %20, label %21, label %37, !dbg !82

21:                                               ; preds = %18
    #dbg_declare(ptr %4, !83, !DIExpression(), !85)
  %22 = load double, ptr %2, align 8, !dbg !86
  %23 = fmul double %22, 0x3FF3C0CA428C59FB, !dbg !87
  store double %23, ptr %4, align 8, !dbg !85
  %24 = load i32, ptr %3, align 4, !dbg !88
  %25 = sub nsw i32 %24, 12, !dbg !89
  %26 = load double, ptr %4, align 8, !dbg !90
  %27 = load double, ptr %4, align 8, !dbg !91
  %28 = load double, ptr %4, align 8, !dbg !92
  %29 = load double, ptr %4, align 8, !dbg !93
  %30 = load double, ptr %4, align 8, !dbg !94
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, double noundef %26, double noundef %27, double noundef %28, double noundef %29, double noundef %30), !dbg !95
  br label %32, !dbg !96

32:                                               ; preds = %21
  %33 = load i32, ptr %3, align 4, !dbg !97
  %34 = add nsw i32 %33, 1, !dbg !97
  store i32 %34, ptr %3, align 4, !dbg !97
  %35 = load double, ptr %2, align 8, !dbg !98
  %36 = fmul double %35, 1.000000e+01, !dbg !98
  store double %36, ptr %2, align 8, !dbg !98
  br label %18, !dbg !99, !llvm.loop !100

37:                                               ; preds = %18
    #dbg_declare(ptr %5, !103, !DIExpression(), !104)
  store double 1.000000e+00, ptr %5, align 8, !dbg !104
    #dbg_declare(ptr %6, !105, !DIExpression(), !107)
  store i32 0, ptr %6, align 4, !dbg !107
  br label %38, !dbg !108

38:                                               ; preds = %57, %37
  %39 = load i32, ptr %6, align 4, !dbg !109
  %40 = icmp slt i32 %39, 70, !dbg !111
  br i1 %40, label %41, label %60, !dbg !112

41:                                               ; preds = %38
  %42 = load i32, ptr %6, align 4, !dbg !113
  %43 = load double, ptr %5, align 8, !dbg !115
  %44 = load double, ptr %5, align 8, !dbg !116
  %45 = load double, ptr %5, align 8, !dbg !117
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, double noundef %43, double noundef %44, double noundef %45), !dbg !118
    #dbg_declare(ptr %7, !119, !DIExpression(), !121)
  store i32 0, ptr %7, align 4, !dbg !121
  br label %47, !dbg !122

47:                                               ; preds = %53, %41
  %48 = load i32, ptr %7, align 4, !dbg !123
  %49 = icmp slt i32 %48, 7, !dbg !125
  br i1 %49, label %50, label %56, !dbg !126

50:                                               ; preds = %47
  %51 = load double, ptr %5, align 8, !dbg !127
  %52 = fmul double %51, 2.000000e+00, !dbg !127
  store double %52, ptr %5, align 8, !dbg !127
  br label %53, !dbg !128

53:                                               ; preds = %50
  %54 = load i32, ptr %7, align 4, !dbg !129
  %55 = add nsw i32 %54, 1, !dbg !129
  store i32 %55, ptr %7, align 4, !dbg !129
  br label %47, !dbg !130, !llvm.loop !131

56:                                               ; preds = %47
  br label %57, !dbg !133

57:                                               ; preds = %56
  %58 = load i32, ptr %6, align 4, !dbg !134
  %59 = add nsw i32 %58, 7, !dbg !134
  store i32 %59, ptr %6, align 4, !dbg !134
  br label %38, !dbg !135, !llvm.loop !136

60:                                               ; preds = %38
    #dbg_declare(ptr %8, !138, !DIExpression(), !139)
  store double 1.000000e+00, ptr %8, align 8, !dbg !139
    #dbg_declare(ptr %9, !140, !DIExpression(), !142)
  store i32 0, ptr %9, align 4, !dbg !142
  br label %61, !dbg !143

61:                                               ; preds = %79, %60
  %62 = load i32, ptr %9, align 4, !dbg !144
  %63 = icmp slt i32 %62, 60, !dbg !146
  br i1 %63, label %64, label %82, !dbg !147

64:                                               ; preds = %61
  %65 = load i32, ptr %9, align 4, !dbg !148
  %66 = load double, ptr %8, align 8, !dbg !150
  %67 = load double, ptr %8, align 8, !dbg !151
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %65, double noundef %66, double noundef %67), !dbg !152
    #dbg_declare(ptr %10, !153, !DIExpression(), !155)
  store i32 0, ptr %10, align 4, !dbg !155
  br label %69, !dbg !156

69:                                               ; preds = %75, %64
  %70 = load i32, ptr %10, align 4, !dbg !157
  %71 = icmp slt i32 %70, 6, !dbg !159
  br i1 %71, label %72, label %78, !dbg !160

72:                                               ; preds = %69
  %73 = load double, ptr %8, align 8, !dbg !161
  %74 = fdiv double %73, 2.000000e+00, !dbg !161
  store double %74, ptr %8, align 8, !dbg !161
  br label %75, !dbg !162

75:                                               ; preds = %72
  %76 = load i32, ptr %10, align 4, !dbg !163
  %77 = add nsw i32 %76, 1, !dbg !163
  store i32 %77, ptr %10, align 4, !dbg !163
  br label %69, !dbg !164, !llvm.loop !165

78:                                               ; preds = %69
  br label %79, !dbg !167

79:                                               ; preds = %78
  %80 = load i32, ptr %9, align 4, !dbg !168
  %81 = add nsw i32 %80, 6, !dbg !168
  store i32 %81, ptr %9, align 4, !dbg !168
  br label %61, !dbg !169, !llvm.loop !170

82:                                               ; preds = %61
    #dbg_declare(ptr %11, !172, !DIExpression(), !176)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %11, ptr align 8 @__const.main.halves, i32 96, i1 false), !dbg !176
    #dbg_declare(ptr %12, !177, !DIExpression(), !179)
  store i32 0, ptr %12, align 4, !dbg !179
  br label %83, !dbg !180

83:                                               ; preds = %106, %82
  %84 = load i32, ptr %12, align 4, !dbg !181
  %85 = icmp slt i32 %84, 12, !dbg !183
  br i1 %85, label %86, label %109, !dbg !184

86:                                               ; preds = %83
  %87 = load i32, ptr %12, align 4, !dbg !185
  %88 = getelementptr inbounds [12 x double], ptr %11, i32 0, i32 %87, !dbg !186
  %89 = load double, ptr %88, align 8, !dbg !186
  %90 = load i32, ptr %12, align 4, !dbg !187
  %91 = getelementptr inbounds [12 x double], ptr %11, i32 0, i32 %90, !dbg !188
  %92 = load double, ptr %91, align 8, !dbg !188
  %93 = load i32, ptr %12, align 4, !dbg !189
  %94 = getelementptr inbounds [12 x double], ptr %11, i32 0, i32 %93, !dbg !190
  %95 = load double, ptr %94, align 8, !dbg !190
  %96 = load i32, ptr %12, align 4, !dbg !191
  %97 = getelementptr inbounds [12 x double], ptr %11, i32 0, i32 %96, !dbg !192
  %98 = load double, ptr %97, align 8, !dbg !192
  %99 = load i32, ptr %12, align 4, !dbg !193
  %100 = getelementptr inbounds [12 x double], ptr %11, i32 0, i32 %99, !dbg !194
  %101 = load double, ptr %100, align 8, !dbg !194
  %102 = load i32, ptr %12, align 4, !dbg !195
  %103 = getelementptr inbounds [12 x double], ptr %11, i32 0, i32 %102, !dbg !196
  %104 = load double, ptr %103, align 8, !dbg !196
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %89, double noundef %92, double noundef %95, double noundef %98, double noundef %101, double noundef %104), !dbg !197
  br label %106, !dbg !197

106:                                              ; preds = %86
  %107 = load i32, ptr %12, align 4, !dbg !198
  %108 = add nsw i32 %107, 1, !dbg !198
  store i32 %108, ptr %12, align 4, !dbg !198
  br label %83, !dbg !199, !llvm.loop !200

109:                                              ; preds = %83
    #dbg_declare(ptr %13, !202, !DIExpression(), !204)
  store i32 0, ptr %13, align 4, !dbg !204
  br label %110, !dbg !205

110:                                              ; preds = %119, %109
  %111 = load i32, ptr %13, align 4, !dbg !206
  %112 = icmp sle i32 %111, 17, !dbg !208
  br i1 %112, label %113, label %122, !dbg !209

113:                                              ; preds = %110
  %114 = load i32, ptr %13, align 4, !dbg !210
  %115 = load i32, ptr %13, align 4, !dbg !211
  %116 = load i32, ptr %13, align 4, !dbg !212
  %117 = load i32, ptr %13, align 4, !dbg !213
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %114, i32 noundef %115, double noundef 0x400921FB54442D18, i32 noundef %116, i32 noundef %117, double noundef 0x400921FB54442D18), !dbg !214
  br label %119, !dbg !214

119:                                              ; preds = %113
  %120 = load i32, ptr %13, align 4, !dbg !215
  %121 = add nsw i32 %120, 1, !dbg !215
  store i32 %121, ptr %13, align 4, !dbg !215
  br label %110, !dbg !216, !llvm.loop !217

122:                                              ; preds = %110
    #dbg_declare(ptr %14, !219, !DIExpression(), !220)
  store double 4.940660e-324, ptr %14, align 8, !dbg !220
  %123 = load double, ptr %14, align 8, !dbg !221
  %124 = load double, ptr %14, align 8, !dbg !222
  %125 = fmul double %124, 3.000000e+00, !dbg !223
  %126 = load double, ptr %14, align 8, !dbg !224
  %127 = fmul double %126, 1.000000e+03, !dbg !225
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %123, double noundef %125, double noundef %127, double noundef 0xFFFFFFFFFFFFF), !dbg !226
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !227
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef 1.000000e-01, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555), !dbg !228
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 1.234560e+05, double noundef 0x4132D68700000000), !dbg !229
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef 1.000000e+00, double noundef 1.000000e+05, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 3.000000e+00), !dbg !230
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 1.000000e-04, double noundef 1.234000e-05, double noundef 1.000000e+02), !dbg !231
    #dbg_declare(ptr %15, !232, !DIExpression(), !234)
  store float 0x3FD5555560000000, ptr %15, align 4, !dbg !234
    #dbg_declare(ptr %16, !235, !DIExpression(), !237)
  store i32 1, ptr %16, align 4, !dbg !237
  br label %134, !dbg !238

134:                                              ; preds = %143, %122
  %135 = load i32, ptr %16, align 4, !dbg !239
  %136 = icmp sle i32 %135, 12, !dbg !241
  br i1 %136, label %137, label %146, !dbg !242

137:                                              ; preds = %134
  %138 = load i32, ptr %16, align 4, !dbg !243
  %139 = load i32, ptr %16, align 4, !dbg !244
  %140 = load float, ptr %15, align 4, !dbg !245
  %141 = fpext float %140 to double, !dbg !245
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %138, i32 noundef %139, double noundef %141), !dbg !246
  br label %143, !dbg !246

143:                                              ; preds = %137
  %144 = load i32, ptr %16, align 4, !dbg !247
  %145 = add nsw i32 %144, 3, !dbg !247
  store i32 %145, ptr %16, align 4, !dbg !247
  br label %134, !dbg !248, !llvm.loop !249

146:                                              ; preds = %134
    #dbg_declare(ptr %17, !251, !DIExpression(), !253)
  store i64 9007199254740993, ptr %17, align 8, !dbg !253
  %147 = load i64, ptr %17, align 8, !dbg !254
  %148 = sitofp i64 %147 to double, !dbg !255
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %148, double noundef 0x43E0000000000000), !dbg !256
  ret i32 0, !dbg !257
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_format.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "f73bf2fbbb82f99efc84a5a8f8aa63a6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 33)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 19)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !29, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 10)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !24, isLocal: true, isDefinition: true)
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: None)
!56 = !{!57}
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53}
!59 = !{i32 1, !"NumRegisterParameters", i32 0}
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"frame-pointer", i32 2}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !69, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !55, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !{}
!73 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 7, type: !57)
!74 = !DILocation(line: 7, column: 12, scope: !68)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 8, type: !71)
!76 = distinct !DILexicalBlock(scope: !68, file: !2, line: 8, column: 5)
!77 = !DILocation(line: 8, column: 14, scope: !76)
!78 = !DILocation(line: 8, column: 10, scope: !76)
!79 = !DILocation(line: 8, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !2, line: 8, column: 5)
!81 = !DILocation(line: 8, column: 23, scope: !80)
!82 = !DILocation(line: 8, column: 5, scope: !76)
!83 = !DILocalVariable(name: "x", scope: !84, file: !2, line: 9, type: !57)
!84 = distinct !DILexicalBlock(scope: !80, file: !2, line: 8, column: 43)
!85 = !DILocation(line: 9, column: 16, scope: !84)
!86 = !DILocation(line: 9, column: 20, scope: !84)
!87 = !DILocation(line: 9, column: 22, scope: !84)
!88 = !DILocation(line: 10, column: 58, scope: !84)
!89 = !DILocation(line: 10, column: 60, scope: !84)
!90 = !DILocation(line: 10, column: 66, scope: !84)
!91 = !DILocation(line: 10, column: 69, scope: !84)
!92 = !DILocation(line: 10, column: 72, scope: !84)
!93 = !DILocation(line: 10, column: 75, scope: !84)
!94 = !DILocation(line: 10, column: 78, scope: !84)
!95 = !DILocation(line: 10, column: 9, scope: !84)
!96 = !DILocation(line: 11, column: 5, scope: !84)
!97 = !DILocation(line: 8, column: 30, scope: !80)
!98 = !DILocation(line: 8, column: 36, scope: !80)
!99 = !DILocation(line: 8, column: 5, scope: !80)
!100 = distinct !{!100, !82, !101, !102}
!101 = !DILocation(line: 11, column: 5, scope: !76)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocalVariable(name: "p2", scope: !68, file: !2, line: 12, type: !57)
!104 = !DILocation(line: 12, column: 12, scope: !68)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 13, type: !71)
!106 = distinct !DILexicalBlock(scope: !68, file: !2, line: 13, column: 5)
!107 = !DILocation(line: 13, column: 14, scope: !106)
!108 = !DILocation(line: 13, column: 10, scope: !106)
!109 = !DILocation(line: 13, column: 21, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !2, line: 13, column: 5)
!111 = !DILocation(line: 13, column: 23, scope: !110)
!112 = !DILocation(line: 13, column: 5, scope: !106)
!113 = !DILocation(line: 14, column: 46, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !2, line: 13, column: 37)
!115 = !DILocation(line: 14, column: 49, scope: !114)
!116 = !DILocation(line: 14, column: 53, scope: !114)
!117 = !DILocation(line: 14, column: 57, scope: !114)
!118 = !DILocation(line: 14, column: 9, scope: !114)
!119 = !DILocalVariable(name: "k", scope: !120, file: !2, line: 15, type: !71)
!120 = distinct !DILexicalBlock(scope: !114, file: !2, line: 15, column: 9)
!121 = !DILocation(line: 15, column: 18, scope: !120)
!122 = !DILocation(line: 15, column: 14, scope: !120)
!123 = !DILocation(line: 15, column: 25, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 15, column: 9)
!125 = !DILocation(line: 15, column: 27, scope: !124)
!126 = !DILocation(line: 15, column: 9, scope: !120)
!127 = !DILocation(line: 16, column: 16, scope: !124)
!128 = !DILocation(line: 16, column: 13, scope: !124)
!129 = !DILocation(line: 15, column: 33, scope: !124)
!130 = !DILocation(line: 15, column: 9, scope: !124)
!131 = distinct !{!131, !126, !132, !102}
!132 = !DILocation(line: 16, column: 19, scope: !120)
!133 = !DILocation(line: 17, column: 5, scope: !114)
!134 = !DILocation(line: 13, column: 31, scope: !110)
!135 = !DILocation(line: 13, column: 5, scope: !110)
!136 = distinct !{!136, !112, !137, !102}
!137 = !DILocation(line: 17, column: 5, scope: !106)
!138 = !DILocalVariable(name: "q", scope: !68, file: !2, line: 18, type: !57)
!139 = !DILocation(line: 18, column: 12, scope: !68)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 19, type: !71)
!141 = distinct !DILexicalBlock(scope: !68, file: !2, line: 19, column: 5)
!142 = !DILocation(line: 19, column: 14, scope: !141)
!143 = !DILocation(line: 19, column: 10, scope: !141)
!144 = !DILocation(line: 19, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !2, line: 19, column: 5)
!146 = !DILocation(line: 19, column: 23, scope: !145)
!147 = !DILocation(line: 19, column: 5, scope: !141)
!148 = !DILocation(line: 20, column: 40, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 19, column: 37)
!150 = !DILocation(line: 20, column: 43, scope: !149)
!151 = !DILocation(line: 20, column: 46, scope: !149)
!152 = !DILocation(line: 20, column: 9, scope: !149)
!153 = !DILocalVariable(name: "k", scope: !154, file: !2, line: 21, type: !71)
!154 = distinct !DILexicalBlock(scope: !149, file: !2, line: 21, column: 9)
!155 = !DILocation(line: 21, column: 18, scope: !154)
!156 = !DILocation(line: 21, column: 14, scope: !154)
!157 = !DILocation(line: 21, column: 25, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 21, column: 9)
!159 = !DILocation(line: 21, column: 27, scope: !158)
!160 = !DILocation(line: 21, column: 9, scope: !154)
!161 = !DILocation(line: 22, column: 15, scope: !158)
!162 = !DILocation(line: 22, column: 13, scope: !158)
!163 = !DILocation(line: 21, column: 33, scope: !158)
!164 = !DILocation(line: 21, column: 9, scope: !158)
!165 = distinct !{!165, !160, !166, !102}
!166 = !DILocation(line: 22, column: 18, scope: !154)
!167 = !DILocation(line: 23, column: 5, scope: !149)
!168 = !DILocation(line: 19, column: 31, scope: !145)
!169 = !DILocation(line: 19, column: 5, scope: !145)
!170 = distinct !{!170, !147, !171, !102}
!171 = !DILocation(line: 23, column: 5, scope: !141)
!172 = !DILocalVariable(name: "halves", scope: !68, file: !2, line: 25, type: !173)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 768, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 12)
!176 = !DILocation(line: 25, column: 12, scope: !68)
!177 = !DILocalVariable(name: "i", scope: !178, file: !2, line: 27, type: !71)
!178 = distinct !DILexicalBlock(scope: !68, file: !2, line: 27, column: 5)
!179 = !DILocation(line: 27, column: 14, scope: !178)
!180 = !DILocation(line: 27, column: 10, scope: !178)
!181 = !DILocation(line: 27, column: 21, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !2, line: 27, column: 5)
!183 = !DILocation(line: 27, column: 23, scope: !182)
!184 = !DILocation(line: 27, column: 5, scope: !178)
!185 = !DILocation(line: 28, column: 60, scope: !182)
!186 = !DILocation(line: 28, column: 53, scope: !182)
!187 = !DILocation(line: 28, column: 71, scope: !182)
!188 = !DILocation(line: 28, column: 64, scope: !182)
!189 = !DILocation(line: 28, column: 82, scope: !182)
!190 = !DILocation(line: 28, column: 75, scope: !182)
!191 = !DILocation(line: 28, column: 93, scope: !182)
!192 = !DILocation(line: 28, column: 86, scope: !182)
!193 = !DILocation(line: 29, column: 23, scope: !182)
!194 = !DILocation(line: 29, column: 16, scope: !182)
!195 = !DILocation(line: 29, column: 34, scope: !182)
!196 = !DILocation(line: 29, column: 27, scope: !182)
!197 = !DILocation(line: 28, column: 9, scope: !182)
!198 = !DILocation(line: 27, column: 30, scope: !182)
!199 = !DILocation(line: 27, column: 5, scope: !182)
!200 = distinct !{!200, !184, !201, !102}
!201 = !DILocation(line: 29, column: 36, scope: !178)
!202 = !DILocalVariable(name: "prec", scope: !203, file: !2, line: 30, type: !71)
!203 = distinct !DILexicalBlock(scope: !68, file: !2, line: 30, column: 5)
!204 = !DILocation(line: 30, column: 14, scope: !203)
!205 = !DILocation(line: 30, column: 10, scope: !203)
!206 = !DILocation(line: 30, column: 24, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !2, line: 30, column: 5)
!208 = !DILocation(line: 30, column: 29, scope: !207)
!209 = !DILocation(line: 30, column: 5, scope: !203)
!210 = !DILocation(line: 31, column: 54, scope: !207)
!211 = !DILocation(line: 31, column: 60, scope: !207)
!212 = !DILocation(line: 31, column: 85, scope: !207)
!213 = !DILocation(line: 31, column: 91, scope: !207)
!214 = !DILocation(line: 31, column: 9, scope: !207)
!215 = !DILocation(line: 30, column: 40, scope: !207)
!216 = !DILocation(line: 30, column: 5, scope: !207)
!217 = distinct !{!217, !209, !218, !102}
!218 = !DILocation(line: 32, column: 33, scope: !203)
!219 = !DILocalVariable(name: "subn", scope: !68, file: !2, line: 33, type: !57)
!220 = !DILocation(line: 33, column: 12, scope: !68)
!221 = !DILocation(line: 34, column: 43, scope: !68)
!222 = !DILocation(line: 34, column: 49, scope: !68)
!223 = !DILocation(line: 34, column: 54, scope: !68)
!224 = !DILocation(line: 34, column: 59, scope: !68)
!225 = !DILocation(line: 34, column: 64, scope: !68)
!226 = !DILocation(line: 34, column: 5, scope: !68)
!227 = !DILocation(line: 35, column: 5, scope: !68)
!228 = !DILocation(line: 36, column: 5, scope: !68)
!229 = !DILocation(line: 37, column: 5, scope: !68)
!230 = !DILocation(line: 38, column: 5, scope: !68)
!231 = !DILocation(line: 39, column: 5, scope: !68)
!232 = !DILocalVariable(name: "f", scope: !68, file: !2, line: 40, type: !233)
!233 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!234 = !DILocation(line: 40, column: 11, scope: !68)
!235 = !DILocalVariable(name: "prec", scope: !236, file: !2, line: 41, type: !71)
!236 = distinct !DILexicalBlock(scope: !68, file: !2, line: 41, column: 5)
!237 = !DILocation(line: 41, column: 14, scope: !236)
!238 = !DILocation(line: 41, column: 10, scope: !236)
!239 = !DILocation(line: 41, column: 24, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !2, line: 41, column: 5)
!241 = !DILocation(line: 41, column: 29, scope: !240)
!242 = !DILocation(line: 41, column: 5, scope: !236)
!243 = !DILocation(line: 42, column: 47, scope: !240)
!244 = !DILocation(line: 42, column: 53, scope: !240)
!245 = !DILocation(line: 42, column: 59, scope: !240)
!246 = !DILocation(line: 42, column: 9, scope: !240)
!247 = !DILocation(line: 41, column: 41, scope: !240)
!248 = !DILocation(line: 41, column: 5, scope: !240)
!249 = distinct !{!249, !242, !250, !102}
!250 = !DILocation(line: 42, column: 60, scope: !236)
!251 = !DILocalVariable(name: "big", scope: !68, file: !2, line: 43, type: !252)
!252 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!253 = !DILocation(line: 43, column: 15, scope: !68)
!254 = !DILocation(line: 44, column: 58, scope: !68)
!255 = !DILocation(line: 44, column: 50, scope: !68)
!256 = !DILocation(line: 44, column: 5, scope: !68)
!257 = !DILocation(line: 45, column: 5, scope: !68)
