; ModuleID = 'float_format.c'
source_filename = "float_format.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"%-3d %.6e | %.3f | %g | %.10g | %.1e\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"2^%d = %.0f = %g = %.15e\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"2^-%d = %.25f = %g\0A\00", align 1, !dbg !12
@__const.main.halves = private unnamed_addr constant [12 x double] [double 1.250000e-01, double 3.750000e-01, double 2.675000e+00, double 1.000500e+00, double 4.500000e-02, double 1.250000e+00, double 1.350000e+00, double 0x430C6BF526340004, double 5.000000e-06, double 0x412E847F00000000, double 0x4023FFFFEF39085F, double 1.500000e-04], align 16
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
define dso_local i32 @main() #0 !dbg !67 {
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
  %11 = alloca [12 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !72, !DIExpression(), !73)
  store double 0x3D719799812DEA11, ptr %2, align 8, !dbg !73
    #dbg_declare(ptr %3, !74, !DIExpression(), !76)
  store i32 0, ptr %3, align 4, !dbg !76
  br label %18, !dbg !77

18:                                               ; preds = %32, %0
  %19 = load i32, ptr %3, align 4, !dbg !78
  %20 = icmp slt i32 %19, 25, !dbg !80
  br i1 %20, label %21, label %37, !dbg !81

21:                                               ; preds = %18
    #dbg_declare(ptr %4, !82, !DIExpression(), !84)
  %22 = load double, ptr %2, align 8, !dbg !85
  %23 = fmul double %22, 0x3FF3C0CA428C59FB, !dbg !86
  store double %23, ptr %4, align 8, !dbg !84
  %24 = load i32, ptr %3, align 4, !dbg !87
  %25 = sub nsw i32 %24, 12, !dbg !88
  %26 = load double, ptr %4, align 8, !dbg !89
  %27 = load double, ptr %4, align 8, !dbg !90
  %28 = load double, ptr %4, align 8, !dbg !91
  %29 = load double, ptr %4, align 8, !dbg !92
  %30 = load double, ptr %4, align 8, !dbg !93
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, double noundef %26, double noundef %27, double noundef %28, double noundef %29, double noundef %30), !dbg !94
  br label %32, !dbg !95

32:                                               ; preds = %21
  %33 = load i32, ptr %3, align 4, !dbg !96
  %34 = add nsw i32 %33, 1, !dbg !96
  store i32 %34, ptr %3, align 4, !dbg !96
  %35 = load double, ptr %2, align 8, !dbg !97
  %36 = fmul double %35, 1.000000e+01, !dbg !97
  store double %36, ptr %2, align 8, !dbg !97
  br label %18, !dbg !98, !llvm.loop !99

37:                                               ; preds = %18
    #dbg_declare(ptr %5, !102, !DIExpression(), !103)
  store double 1.000000e+00, ptr %5, align 8, !dbg !103
    #dbg_declare(ptr %6, !104, !DIExpression(), !106)
  store i32 0, ptr %6, align 4, !dbg !106
  br label %38, !dbg !107

38:                                               ; preds = %57, %37
  %39 = load i32, ptr %6, align 4, !dbg !108
  %40 = icmp slt i32 %39, 70, !dbg !110
  br i1 %40, label %41, label %60, !dbg !111

41:                                               ; preds = %38
  %42 = load i32, ptr %6, align 4, !dbg !112
  %43 = load double, ptr %5, align 8, !dbg !114
  %44 = load double, ptr %5, align 8, !dbg !115
  %45 = load double, ptr %5, align 8, !dbg !116
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, double noundef %43, double noundef %44, double noundef %45), !dbg !117
    #dbg_declare(ptr %7, !118, !DIExpression(), !120)
  store i32 0, ptr %7, align 4, !dbg !120
  br label %47, !dbg !121

47:                                               ; preds = %53, %41
  %48 = load i32, ptr %7, align 4, !dbg !122
  %49 = icmp slt i32 %48, 7, !dbg !124
  br i1 %49, label %50, label %56, !dbg !125

50:                                               ; preds = %47
  %51 = load double, ptr %5, align 8, !dbg !126
  %52 = fmul double %51, 2.000000e+00, !dbg !126
  store double %52, ptr %5, align 8, !dbg !126
  br label %53, !dbg !127

53:                                               ; preds = %50
  %54 = load i32, ptr %7, align 4, !dbg !128
  %55 = add nsw i32 %54, 1, !dbg !128
  store i32 %55, ptr %7, align 4, !dbg !128
  br label %47, !dbg !129, !llvm.loop !130

56:                                               ; preds = %47
  br label %57, !dbg !132

57:                                               ; preds = %56
  %58 = load i32, ptr %6, align 4, !dbg !133
  %59 = add nsw i32 %58, 7, !dbg !133
  store i32 %59, ptr %6, align 4, !dbg !133
  br label %38, !dbg !134, !llvm.loop !135

60:                                               ; preds = %38
    #dbg_declare(ptr %8, !137, !DIExpression(), !138)
  store double 1.000000e+00, ptr %8, align 8, !dbg !138
    #dbg_declare(ptr %9, !139, !DIExpression(), !141)
  store i32 0, ptr %9, align 4, !dbg !141
  br label %61, !dbg !142

61:                                               ; preds = %79, %60
  %62 = load i32, ptr %9, align 4, !dbg !143
  %63 = icmp slt i32 %62, 60, !dbg !145
  br i1 %63, label %64, label %82, !dbg !146

64:                                               ; preds = %61
  %65 = load i32, ptr %9, align 4, !dbg !147
  %66 = load double, ptr %8, align 8, !dbg !149
  %67 = load double, ptr %8, align 8, !dbg !150
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %65, double noundef %66, double noundef %67), !dbg !151
    #dbg_declare(ptr %10, !152, !DIExpression(), !154)
  store i32 0, ptr %10, align 4, !dbg !154
  br label %69, !dbg !155

69:                                               ; preds = %75, %64
  %70 = load i32, ptr %10, align 4, !dbg !156
  %71 = icmp slt i32 %70, 6, !dbg !158
  br i1 %71, label %72, label %78, !dbg !159

72:                                               ; preds = %69
  %73 = load double, ptr %8, align 8, !dbg !160
  %74 = fdiv double %73, 2.000000e+00, !dbg !160
  store double %74, ptr %8, align 8, !dbg !160
  br label %75, !dbg !161

75:                                               ; preds = %72
  %76 = load i32, ptr %10, align 4, !dbg !162
  %77 = add nsw i32 %76, 1, !dbg !162
  store i32 %77, ptr %10, align 4, !dbg !162
  br label %69, !dbg !163, !llvm.loop !164

78:                                               ; preds = %69
  br label %79, !dbg !166

79:                                               ; preds = %78
  %80 = load i32, ptr %9, align 4, !dbg !167
  %81 = add nsw i32 %80, 6, !dbg !167
  store i32 %81, ptr %9, align 4, !dbg !167
  br label %61, !dbg !168, !llvm.loop !169

82:                                               ; preds = %61
    #dbg_declare(ptr %11, !171, !DIExpression(), !175)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.halves, i64 96, i1 false), !dbg !175
    #dbg_declare(ptr %12, !176, !DIExpression(), !178)
  store i32 0, ptr %12, align 4, !dbg !178
  br label %83, !dbg !179

83:                                               ; preds = %112, %82
  %84 = load i32, ptr %12, align 4, !dbg !180
  %85 = icmp slt i32 %84, 12, !dbg !182
  br i1 %85, label %86, label %115, !dbg !183

86:                                               ; preds = %83
  %87 = load i32, ptr %12, align 4, !dbg !184
  %88 = sext i32 %87 to i64, !dbg !185
  %89 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %88, !dbg !185
  %90 = load double, ptr %89, align 8, !dbg !185
  %91 = load i32, ptr %12, align 4, !dbg !186
  %92 = sext i32 %91 to i64, !dbg !187
  %93 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %92, !dbg !187
  %94 = load double, ptr %93, align 8, !dbg !187
  %95 = load i32, ptr %12, align 4, !dbg !188
  %96 = sext i32 %95 to i64, !dbg !189
  %97 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %96, !dbg !189
  %98 = load double, ptr %97, align 8, !dbg !189
  %99 = load i32, ptr %12, align 4, !dbg !190
  %100 = sext i32 %99 to i64, !dbg !191
  %101 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %100, !dbg !191
  %102 = load double, ptr %101, align 8, !dbg !191
  %103 = load i32, ptr %12, align 4, !dbg !192
  %104 = sext i32 %103 to i64, !dbg !193
  %105 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %104, !dbg !193
  %106 = load double, ptr %105, align 8, !dbg !193
  %107 = load i32, ptr %12, align 4, !dbg !194
  %108 = sext i32 %107 to i64, !dbg !195
  %109 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %108, !dbg !195
  %110 = load double, ptr %109, align 8, !dbg !195
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %90, double noundef %94, double noundef %98, double noundef %102, double noundef %106, double noundef %110), !dbg !196
  br label %112, !dbg !196

112:                                              ; preds = %86
  %113 = load i32, ptr %12, align 4, !dbg !197
  %114 = add nsw i32 %113, 1, !dbg !197
  store i32 %114, ptr %12, align 4, !dbg !197
  br label %83, !dbg !198, !llvm.loop !199

115:                                              ; preds = %83
    #dbg_declare(ptr %13, !201, !DIExpression(), !203)
  store i32 0, ptr %13, align 4, !dbg !203
  br label %116, !dbg !204

116:                                              ; preds = %125, %115
  %117 = load i32, ptr %13, align 4, !dbg !205
  %118 = icmp sle i32 %117, 17, !dbg !207
  br i1 %118, label %119, label %128, !dbg !208

119:                                              ; preds = %116
  %120 = load i32, ptr %13, align 4, !dbg !209
  %121 = load i32, ptr %13, align 4, !dbg !210
  %122 = load i32, ptr %13, align 4, !dbg !211
  %123 = load i32, ptr %13, align 4, !dbg !212
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %120, i32 noundef %121, double noundef 0x400921FB54442D18, i32 noundef %122, i32 noundef %123, double noundef 0x400921FB54442D18), !dbg !213
  br label %125, !dbg !213

125:                                              ; preds = %119
  %126 = load i32, ptr %13, align 4, !dbg !214
  %127 = add nsw i32 %126, 1, !dbg !214
  store i32 %127, ptr %13, align 4, !dbg !214
  br label %116, !dbg !215, !llvm.loop !216

128:                                              ; preds = %116
    #dbg_declare(ptr %14, !218, !DIExpression(), !219)
  store double 4.940660e-324, ptr %14, align 8, !dbg !219
  %129 = load double, ptr %14, align 8, !dbg !220
  %130 = load double, ptr %14, align 8, !dbg !221
  %131 = fmul double %130, 3.000000e+00, !dbg !222
  %132 = load double, ptr %14, align 8, !dbg !223
  %133 = fmul double %132, 1.000000e+03, !dbg !224
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %129, double noundef %131, double noundef %133, double noundef 0xFFFFFFFFFFFFF), !dbg !225
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !226
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef 1.000000e-01, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555), !dbg !227
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 1.234560e+05, double noundef 0x4132D68700000000), !dbg !228
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef 1.000000e+00, double noundef 1.000000e+05, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 3.000000e+00), !dbg !229
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 1.000000e-04, double noundef 1.234000e-05, double noundef 1.000000e+02), !dbg !230
    #dbg_declare(ptr %15, !231, !DIExpression(), !233)
  store float 0x3FD5555560000000, ptr %15, align 4, !dbg !233
    #dbg_declare(ptr %16, !234, !DIExpression(), !236)
  store i32 1, ptr %16, align 4, !dbg !236
  br label %140, !dbg !237

140:                                              ; preds = %149, %128
  %141 = load i32, ptr %16, align 4, !dbg !238
  %142 = icmp sle i32 %141, 12, !dbg !240
  br i1 %142, label %143, label %152, !dbg !241

143:                                              ; preds = %140
  %144 = load i32, ptr %16, align 4, !dbg !242
  %145 = load i32, ptr %16, align 4, !dbg !243
  %146 = load float, ptr %15, align 4, !dbg !244
  %147 = fpext float %146 to double, !dbg !244
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %144, i32 noundef %145, double noundef %147), !dbg !245
  br label %149, !dbg !245

149:                                              ; preds = %143
  %150 = load i32, ptr %16, align 4, !dbg !246
  %151 = add nsw i32 %150, 3, !dbg !246
  store i32 %151, ptr %16, align 4, !dbg !246
  br label %140, !dbg !247, !llvm.loop !248

152:                                              ; preds = %140
    #dbg_declare(ptr %17, !250, !DIExpression(), !252)
  store i64 9007199254740993, ptr %17, align 8, !dbg !252
  %153 = load i64, ptr %17, align 8, !dbg !253
  %154 = sitofp i64 %153 to double, !dbg !254
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %154, double noundef 0x43E0000000000000), !dbg !255
  ret i32 0, !dbg !256
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_format.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f73bf2fbbb82f99efc84a5a8f8aa63a6")
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
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"frame-pointer", i32 2}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !68, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !55, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{}
!72 = !DILocalVariable(name: "v", scope: !67, file: !2, line: 7, type: !57)
!73 = !DILocation(line: 7, column: 12, scope: !67)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 8, type: !70)
!75 = distinct !DILexicalBlock(scope: !67, file: !2, line: 8, column: 5)
!76 = !DILocation(line: 8, column: 14, scope: !75)
!77 = !DILocation(line: 8, column: 10, scope: !75)
!78 = !DILocation(line: 8, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !2, line: 8, column: 5)
!80 = !DILocation(line: 8, column: 23, scope: !79)
!81 = !DILocation(line: 8, column: 5, scope: !75)
!82 = !DILocalVariable(name: "x", scope: !83, file: !2, line: 9, type: !57)
!83 = distinct !DILexicalBlock(scope: !79, file: !2, line: 8, column: 43)
!84 = !DILocation(line: 9, column: 16, scope: !83)
!85 = !DILocation(line: 9, column: 20, scope: !83)
!86 = !DILocation(line: 9, column: 22, scope: !83)
!87 = !DILocation(line: 10, column: 58, scope: !83)
!88 = !DILocation(line: 10, column: 60, scope: !83)
!89 = !DILocation(line: 10, column: 66, scope: !83)
!90 = !DILocation(line: 10, column: 69, scope: !83)
!91 = !DILocation(line: 10, column: 72, scope: !83)
!92 = !DILocation(line: 10, column: 75, scope: !83)
!93 = !DILocation(line: 10, column: 78, scope: !83)
!94 = !DILocation(line: 10, column: 9, scope: !83)
!95 = !DILocation(line: 11, column: 5, scope: !83)
!96 = !DILocation(line: 8, column: 30, scope: !79)
!97 = !DILocation(line: 8, column: 36, scope: !79)
!98 = !DILocation(line: 8, column: 5, scope: !79)
!99 = distinct !{!99, !81, !100, !101}
!100 = !DILocation(line: 11, column: 5, scope: !75)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocalVariable(name: "p2", scope: !67, file: !2, line: 12, type: !57)
!103 = !DILocation(line: 12, column: 12, scope: !67)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 13, type: !70)
!105 = distinct !DILexicalBlock(scope: !67, file: !2, line: 13, column: 5)
!106 = !DILocation(line: 13, column: 14, scope: !105)
!107 = !DILocation(line: 13, column: 10, scope: !105)
!108 = !DILocation(line: 13, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 13, column: 5)
!110 = !DILocation(line: 13, column: 23, scope: !109)
!111 = !DILocation(line: 13, column: 5, scope: !105)
!112 = !DILocation(line: 14, column: 46, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 13, column: 37)
!114 = !DILocation(line: 14, column: 49, scope: !113)
!115 = !DILocation(line: 14, column: 53, scope: !113)
!116 = !DILocation(line: 14, column: 57, scope: !113)
!117 = !DILocation(line: 14, column: 9, scope: !113)
!118 = !DILocalVariable(name: "k", scope: !119, file: !2, line: 15, type: !70)
!119 = distinct !DILexicalBlock(scope: !113, file: !2, line: 15, column: 9)
!120 = !DILocation(line: 15, column: 18, scope: !119)
!121 = !DILocation(line: 15, column: 14, scope: !119)
!122 = !DILocation(line: 15, column: 25, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 15, column: 9)
!124 = !DILocation(line: 15, column: 27, scope: !123)
!125 = !DILocation(line: 15, column: 9, scope: !119)
!126 = !DILocation(line: 16, column: 16, scope: !123)
!127 = !DILocation(line: 16, column: 13, scope: !123)
!128 = !DILocation(line: 15, column: 33, scope: !123)
!129 = !DILocation(line: 15, column: 9, scope: !123)
!130 = distinct !{!130, !125, !131, !101}
!131 = !DILocation(line: 16, column: 19, scope: !119)
!132 = !DILocation(line: 17, column: 5, scope: !113)
!133 = !DILocation(line: 13, column: 31, scope: !109)
!134 = !DILocation(line: 13, column: 5, scope: !109)
!135 = distinct !{!135, !111, !136, !101}
!136 = !DILocation(line: 17, column: 5, scope: !105)
!137 = !DILocalVariable(name: "q", scope: !67, file: !2, line: 18, type: !57)
!138 = !DILocation(line: 18, column: 12, scope: !67)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 19, type: !70)
!140 = distinct !DILexicalBlock(scope: !67, file: !2, line: 19, column: 5)
!141 = !DILocation(line: 19, column: 14, scope: !140)
!142 = !DILocation(line: 19, column: 10, scope: !140)
!143 = !DILocation(line: 19, column: 21, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 19, column: 5)
!145 = !DILocation(line: 19, column: 23, scope: !144)
!146 = !DILocation(line: 19, column: 5, scope: !140)
!147 = !DILocation(line: 20, column: 40, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !2, line: 19, column: 37)
!149 = !DILocation(line: 20, column: 43, scope: !148)
!150 = !DILocation(line: 20, column: 46, scope: !148)
!151 = !DILocation(line: 20, column: 9, scope: !148)
!152 = !DILocalVariable(name: "k", scope: !153, file: !2, line: 21, type: !70)
!153 = distinct !DILexicalBlock(scope: !148, file: !2, line: 21, column: 9)
!154 = !DILocation(line: 21, column: 18, scope: !153)
!155 = !DILocation(line: 21, column: 14, scope: !153)
!156 = !DILocation(line: 21, column: 25, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !2, line: 21, column: 9)
!158 = !DILocation(line: 21, column: 27, scope: !157)
!159 = !DILocation(line: 21, column: 9, scope: !153)
!160 = !DILocation(line: 22, column: 15, scope: !157)
!161 = !DILocation(line: 22, column: 13, scope: !157)
!162 = !DILocation(line: 21, column: 33, scope: !157)
!163 = !DILocation(line: 21, column: 9, scope: !157)
!164 = distinct !{!164, !159, !165, !101}
!165 = !DILocation(line: 22, column: 18, scope: !153)
!166 = !DILocation(line: 23, column: 5, scope: !148)
!167 = !DILocation(line: 19, column: 31, scope: !144)
!168 = !DILocation(line: 19, column: 5, scope: !144)
!169 = distinct !{!169, !146, !170, !101}
!170 = !DILocation(line: 23, column: 5, scope: !140)
!171 = !DILocalVariable(name: "halves", scope: !67, file: !2, line: 25, type: !172)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 768, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 12)
!175 = !DILocation(line: 25, column: 12, scope: !67)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 27, type: !70)
!177 = distinct !DILexicalBlock(scope: !67, file: !2, line: 27, column: 5)
!178 = !DILocation(line: 27, column: 14, scope: !177)
!179 = !DILocation(line: 27, column: 10, scope: !177)
!180 = !DILocation(line: 27, column: 21, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 27, column: 5)
!182 = !DILocation(line: 27, column: 23, scope: !181)
!183 = !DILocation(line: 27, column: 5, scope: !177)
!184 = !DILocation(line: 28, column: 60, scope: !181)
!185 = !DILocation(line: 28, column: 53, scope: !181)
!186 = !DILocation(line: 28, column: 71, scope: !181)
!187 = !DILocation(line: 28, column: 64, scope: !181)
!188 = !DILocation(line: 28, column: 82, scope: !181)
!189 = !DILocation(line: 28, column: 75, scope: !181)
!190 = !DILocation(line: 28, column: 93, scope: !181)
!191 = !DILocation(line: 28, column: 86, scope: !181)
!192 = !DILocation(line: 29, column: 23, scope: !181)
!193 = !DILocation(line: 29, column: 16, scope: !181)
!194 = !DILocation(line: 29, column: 34, scope: !181)
!195 = !DILocation(line: 29, column: 27, scope: !181)
!196 = !DILocation(line: 28, column: 9, scope: !181)
!197 = !DILocation(line: 27, column: 30, scope: !181)
!198 = !DILocation(line: 27, column: 5, scope: !181)
!199 = distinct !{!199, !183, !200, !101}
!200 = !DILocation(line: 29, column: 36, scope: !177)
!201 = !DILocalVariable(name: "prec", scope: !202, file: !2, line: 30, type: !70)
!202 = distinct !DILexicalBlock(scope: !67, file: !2, line: 30, column: 5)
!203 = !DILocation(line: 30, column: 14, scope: !202)
!204 = !DILocation(line: 30, column: 10, scope: !202)
!205 = !DILocation(line: 30, column: 24, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 30, column: 5)
!207 = !DILocation(line: 30, column: 29, scope: !206)
!208 = !DILocation(line: 30, column: 5, scope: !202)
!209 = !DILocation(line: 31, column: 54, scope: !206)
!210 = !DILocation(line: 31, column: 60, scope: !206)
!211 = !DILocation(line: 31, column: 85, scope: !206)
!212 = !DILocation(line: 31, column: 91, scope: !206)
!213 = !DILocation(line: 31, column: 9, scope: !206)
!214 = !DILocation(line: 30, column: 40, scope: !206)
!215 = !DILocation(line: 30, column: 5, scope: !206)
!216 = distinct !{!216, !208, !217, !101}
!217 = !DILocation(line: 32, column: 33, scope: !202)
!218 = !DILocalVariable(name: "subn", scope: !67, file: !2, line: 33, type: !57)
!219 = !DILocation(line: 33, column: 12, scope: !67)
!220 = !DILocation(line: 34, column: 43, scope: !67)
!221 = !DILocation(line: 34, column: 49, scope: !67)
!222 = !DILocation(line: 34, column: 54, scope: !67)
!223 = !DILocation(line: 34, column: 59, scope: !67)
!224 = !DILocation(line: 34, column: 64, scope: !67)
!225 = !DILocation(line: 34, column: 5, scope: !67)
!226 = !DILocation(line: 35, column: 5, scope: !67)
!227 = !DILocation(line: 36, column: 5, scope: !67)
!228 = !DILocation(line: 37, column: 5, scope: !67)
!229 = !DILocation(line: 38, column: 5, scope: !67)
!230 = !DILocation(line: 39, column: 5, scope: !67)
!231 = !DILocalVariable(name: "f", scope: !67, file: !2, line: 40, type: !232)
!232 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!233 = !DILocation(line: 40, column: 11, scope: !67)
!234 = !DILocalVariable(name: "prec", scope: !235, file: !2, line: 41, type: !70)
!235 = distinct !DILexicalBlock(scope: !67, file: !2, line: 41, column: 5)
!236 = !DILocation(line: 41, column: 14, scope: !235)
!237 = !DILocation(line: 41, column: 10, scope: !235)
!238 = !DILocation(line: 41, column: 24, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 41, column: 5)
!240 = !DILocation(line: 41, column: 29, scope: !239)
!241 = !DILocation(line: 41, column: 5, scope: !235)
!242 = !DILocation(line: 42, column: 47, scope: !239)
!243 = !DILocation(line: 42, column: 53, scope: !239)
!244 = !DILocation(line: 42, column: 59, scope: !239)
!245 = !DILocation(line: 42, column: 9, scope: !239)
!246 = !DILocation(line: 41, column: 41, scope: !239)
!247 = !DILocation(line: 41, column: 5, scope: !239)
!248 = distinct !{!248, !241, !249, !101}
!249 = !DILocation(line: 42, column: 60, scope: !235)
!250 = !DILocalVariable(name: "big", scope: !67, file: !2, line: 43, type: !251)
!251 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!252 = !DILocation(line: 43, column: 15, scope: !67)
!253 = !DILocation(line: 44, column: 58, scope: !67)
!254 = !DILocation(line: 44, column: 50, scope: !67)
!255 = !DILocation(line: 44, column: 5, scope: !67)
!256 = !DILocation(line: 45, column: 5, scope: !67)
