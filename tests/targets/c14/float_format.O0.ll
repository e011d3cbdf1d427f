; ModuleID = 'float_format.c'
source_filename = "float_format.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"%-3d %.6e | %.3f | %g | %.10g | %.1e\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"2^%d = %.0f = %g = %.15e\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"2^-%d = %.25f = %g\0A\00", align 1
@__const.main.halves = private unnamed_addr constant [12 x double] [double 1.250000e-01, double 3.750000e-01, double 2.675000e+00, double 1.000500e+00, double 4.500000e-02, double 1.250000e+00, double 1.350000e+00, double 0x430C6BF526340004, double 5.000000e-06, double 0x412E847F00000000, double 0x4023FFFFEF39085F, double 1.500000e-04], align 16
@.str.3 = private unnamed_addr constant [33 x i8] c"%.17g: %.2f %.0f %.3e %.1g %.6g\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"pi %%.%dg = %.*g | %%.%df = %.*f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"subnormals: %g %e %.3e %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"big: %f\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"%.17g %.17g %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"%g %g %g %g %g %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"%#g %#g %#.3g %#.0e %#.0f\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [27 x i8] c"float third %%.%df = %.*f\0A\00", align 1
@.str.12 = private unnamed_addr constant [34 x i8] c"2^53+1 as double %.1f, 2^63 %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !12 {
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
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !17, metadata !DIExpression()), !dbg !18
  store double 0x3D719799812DEA11, double* %2, align 8, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !21
  store i32 0, i32* %3, align 4, !dbg !21
  br label %18, !dbg !22

18:                                               ; preds = %32, %0
  %19 = load i32, i32* %3, align 4, !dbg !23
  %20 = icmp slt i32 %19, 25, !dbg !25
  br i1 %20, label %21, label %37, !dbg !26

21:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !29
  %22 = load double, double* %2, align 8, !dbg !30
  %23 = fmul double %22, 0x3FF3C0CA428C59FB, !dbg !31
  store double %23, double* %4, align 8, !dbg !29
  %24 = load i32, i32* %3, align 4, !dbg !32
  %25 = sub nsw i32 %24, 12, !dbg !33
  %26 = load double, double* %4, align 8, !dbg !34
  %27 = load double, double* %4, align 8, !dbg !35
  %28 = load double, double* %4, align 8, !dbg !36
  %29 = load double, double* %4, align 8, !dbg !37
  %30 = load double, double* %4, align 8, !dbg !38
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef %25, double noundef %26, double noundef %27, double noundef %28, double noundef %29, double noundef %30), !dbg !39
  br label %32, !dbg !40

32:                                               ; preds = %21
  %33 = load i32, i32* %3, align 4, !dbg !41
  %34 = add nsw i32 %33, 1, !dbg !41
  store i32 %34, i32* %3, align 4, !dbg !41
  %35 = load double, double* %2, align 8, !dbg !42
  %36 = fmul double %35, 1.000000e+01, !dbg !42
  store double %36, double* %2, align 8, !dbg !42
  br label %18, !dbg !43, !llvm.loop !44

37:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %5, metadata !47, metadata !DIExpression()), !dbg !48
  store double 1.000000e+00, double* %5, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %6, metadata !49, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %6, align 4, !dbg !51
  br label %38, !dbg !52

38:                                               ; preds = %57, %37
  %39 = load i32, i32* %6, align 4, !dbg !53
  %40 = icmp slt i32 %39, 70, !dbg !55
  br i1 %40, label %41, label %60, !dbg !56

41:                                               ; preds = %38
  %42 = load i32, i32* %6, align 4, !dbg !57
  %43 = load double, double* %5, align 8, !dbg !59
  %44 = load double, double* %5, align 8, !dbg !60
  %45 = load double, double* %5, align 8, !dbg !61
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef %42, double noundef %43, double noundef %44, double noundef %45), !dbg !62
  call void @llvm.dbg.declare(metadata i32* %7, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %7, align 4, !dbg !65
  br label %47, !dbg !66

47:                                               ; preds = %53, %41
  %48 = load i32, i32* %7, align 4, !dbg !67
  %49 = icmp slt i32 %48, 7, !dbg !69
  br i1 %49, label %50, label %56, !dbg !70

50:                                               ; preds = %47
  %51 = load double, double* %5, align 8, !dbg !71
  %52 = fmul double %51, 2.000000e+00, !dbg !71
  store double %52, double* %5, align 8, !dbg !71
  br label %53, !dbg !72

53:                                               ; preds = %50
  %54 = load i32, i32* %7, align 4, !dbg !73
  %55 = add nsw i32 %54, 1, !dbg !73
  store i32 %55, i32* %7, align 4, !dbg !73
  br label %47, !dbg !74, !llvm.loop !75

56:                                               ; preds = %47
  br label %57, !dbg !77

57:                                               ; preds = %56
  %58 = load i32, i32* %6, align 4, !dbg !78
  %59 = add nsw i32 %58, 7, !dbg !78
  store i32 %59, i32* %6, align 4, !dbg !78
  br label %38, !dbg !79, !llvm.loop !80

60:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata double* %8, metadata !82, metadata !DIExpression()), !dbg !83
  store double 1.000000e+00, double* %8, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata i32* %9, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %9, align 4, !dbg !86
  br label %61, !dbg !87

61:                                               ; preds = %79, %60
  %62 = load i32, i32* %9, align 4, !dbg !88
  %63 = icmp slt i32 %62, 60, !dbg !90
  br i1 %63, label %64, label %82, !dbg !91

64:                                               ; preds = %61
  %65 = load i32, i32* %9, align 4, !dbg !92
  %66 = load double, double* %8, align 8, !dbg !94
  %67 = load double, double* %8, align 8, !dbg !95
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef %65, double noundef %66, double noundef %67), !dbg !96
  call void @llvm.dbg.declare(metadata i32* %10, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 0, i32* %10, align 4, !dbg !99
  br label %69, !dbg !100

69:                                               ; preds = %75, %64
  %70 = load i32, i32* %10, align 4, !dbg !101
  %71 = icmp slt i32 %70, 6, !dbg !103
  br i1 %71, label %72, label %78, !dbg !104

72:                                               ; preds = %69
  %73 = load double, double* %8, align 8, !dbg !105
  %74 = fdiv double %73, 2.000000e+00, !dbg !105
  store double %74, double* %8, align 8, !dbg !105
  br label %75, !dbg !106

75:                                               ; preds = %72
  %76 = load i32, i32* %10, align 4, !dbg !107
  %77 = add nsw i32 %76, 1, !dbg !107
  store i32 %77, i32* %10, align 4, !dbg !107
  br label %69, !dbg !108, !llvm.loop !109

78:                                               ; preds = %69
  br label %79, !dbg !111

79:                                               ; preds = %78
  %80 = load i32, i32* %9, align 4, !dbg !112
  %81 = add nsw i32 %80, 6, !dbg !112
  store i32 %81, i32* %9, align 4, !dbg !112
  br label %61, !dbg !113, !llvm.loop !114

82:                                               ; preds = %61
  call void @llvm.dbg.declare(metadata [12 x double]* %11, metadata !116, metadata !DIExpression()), !dbg !120
  %83 = bitcast [12 x double]* %11 to i8*, !dbg !120
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %83, i8* align 16 bitcast ([12 x double]* @__const.main.halves to i8*), i64 96, i1 false), !dbg !120
  call void @llvm.dbg.declare(metadata i32* %12, metadata !121, metadata !DIExpression()), !dbg !123
  store i32 0, i32* %12, align 4, !dbg !123
  br label %84, !dbg !124

84:                                               ; preds = %113, %82
  %85 = load i32, i32* %12, align 4, !dbg !125
  %86 = icmp slt i32 %85, 12, !dbg !127
  br i1 %86, label %87, label %116, !dbg !128

87:                                               ; preds = %84
  %88 = load i32, i32* %12, align 4, !dbg !129
  %89 = sext i32 %88 to i64, !dbg !130
  %90 = getelementptr inbounds [12 x double], [12 x double]* %11, i64 0, i64 %89, !dbg !130
  %91 = load double, double* %90, align 8, !dbg !130
  %92 = load i32, i32* %12, align 4, !dbg !131
  %93 = sext i32 %92 to i64, !dbg !132
  %94 = getelementptr inbounds [12 x double], [12 x double]* %11, i64 0, i64 %93, !dbg !132
  %95 = load double, double* %94, align 8, !dbg !132
  %96 = load i32, i32* %12, align 4, !dbg !133
  %97 = sext i32 %96 to i64, !dbg !134
  %98 = getelementptr inbounds [12 x double], [12 x double]* %11, i64 0, i64 %97, !dbg !134
  %99 = load double, double* %98, align 8, !dbg !134
  %100 = load i32, i32* %12, align 4, !dbg !135
  %101 = sext i32 %100 to i64, !dbg !136
  %102 = getelementptr inbounds [12 x double], [12 x double]* %11, i64 0, i64 %101, !dbg !136
  %103 = load double, double* %102, align 8, !dbg !136
  %104 = load i32, i32* %12, align 4, !dbg !137
  %105 = sext i32 %104 to i64, !dbg !138
  %106 = getelementptr inbounds [12 x double], [12 x double]* %11, i64 0, i64 %105, !dbg !138
  %107 = load double, double* %106, align 8, !dbg !138
  %108 = load i32, i32* %12, align 4, !dbg !139
  %109 = sext i32 %108 to i64, !dbg !140
  %110 = getelementptr inbounds [12 x double], [12 x double]* %11, i64 0, i64 %109, !dbg !140
  %111 = load double, double* %110, align 8, !dbg !140
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef %91, double noundef %95, double noundef %99, double noundef %103, double noundef %107, double noundef %111), !dbg !141
  br label %113, !dbg !141

113:                                              ; preds = %87
  %114 = load i32, i32* %12, align 4, !dbg !142
  %115 = add nsw i32 %114, 1, !dbg !142
  store i32 %115, i32* %12, align 4, !dbg !142
  br label %84, !dbg !143, !llvm.loop !144

116:                                              ; preds = %84
  call void @llvm.dbg.declare(metadata i32* %13, metadata !146, metadata !DIExpression()), !dbg !148
  store i32 0, i32* %13, align 4, !dbg !148
  br label %117, !dbg !149

117:                                              ; preds = %126, %116
  %118 = load i32, i32* %13, align 4, !dbg !150
  %119 = icmp sle i32 %118, 17, !dbg !152
  br i1 %119, label %120, label %129, !dbg !153

120:                                              ; preds = %117
  %121 = load i32, i32* %13, align 4, !dbg !154
  %122 = load i32, i32* %13, align 4, !dbg !155
  %123 = load i32, i32* %13, align 4, !dbg !156
  %124 = load i32, i32* %13, align 4, !dbg !157
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef %121, i32 noundef %122, double noundef 0x400921FB54442D18, i32 noundef %123, i32 noundef %124, double noundef 0x400921FB54442D18), !dbg !158
  br label %126, !dbg !158

126:                                              ; preds = %120
  %127 = load i32, i32* %13, align 4, !dbg !159
  %128 = add nsw i32 %127, 1, !dbg !159
  store i32 %128, i32* %13, align 4, !dbg !159
  br label %117, !dbg !160, !llvm.loop !161

129:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata double* %14, metadata !163, metadata !DIExpression()), !dbg !164
  store double 4.940660e-324, double* %14, align 8, !dbg !164
  %130 = load double, double* %14, align 8, !dbg !165
  %131 = load double, double* %14, align 8, !dbg !166
  %132 = fmul double %131, 3.000000e+00, !dbg !167
  %133 = load double, double* %14, align 8, !dbg !168
  %134 = fmul double %133, 1.000000e+03, !dbg !169
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), double noundef %130, double noundef %132, double noundef %134, double noundef 0xFFFFFFFFFFFFF), !dbg !170
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), double noundef 0x7FEFFFFFFFFFFFFF), !dbg !171
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), double noundef 1.000000e-01, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555), !dbg !172
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 1.234560e+05, double noundef 0x4132D68700000000), !dbg !173
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), double noundef 1.000000e+00, double noundef 1.000000e+05, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 3.000000e+00), !dbg !174
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i64 0, i64 0), double noundef 1.000000e-04, double noundef 1.234000e-05, double noundef 1.000000e+02), !dbg !175
  call void @llvm.dbg.declare(metadata float* %15, metadata !176, metadata !DIExpression()), !dbg !178
  store float 0x3FD5555560000000, float* %15, align 4, !dbg !178
  call void @llvm.dbg.declare(metadata i32* %16, metadata !179, metadata !DIExpression()), !dbg !181
  store i32 1, i32* %16, align 4, !dbg !181
  br label %141, !dbg !182

141:                                              ; preds = %150, %129
  %142 = load i32, i32* %16, align 4, !dbg !183
  %143 = icmp sle i32 %142, 12, !dbg !185
  br i1 %143, label %144, label %153, !dbg !186

144:                                              ; preds = %141
  %145 = load i32, i32* %16, align 4, !dbg !187
  %146 = load i32, i32* %16, align 4, !dbg !188
  %147 = load float, float* %15, align 4, !dbg !189
  %148 = fpext float %147 to double, !dbg !189
  %149 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.11, i64 0, i64 0), i32 noundef %145, i32 noundef %146, double noundef %148), !dbg !190
  br label %150, !dbg !190

150:                                              ; preds = %144
  %151 = load i32, i32* %16, align 4, !dbg !191
  %152 = add nsw i32 %151, 3, !dbg !191
  store i32 %152, i32* %16, align 4, !dbg !191
  br label %141, !dbg !192, !llvm.loop !193

153:                                              ; preds = %141
  call void @llvm.dbg.declare(metadata i64* %17, metadata !195, metadata !DIExpression()), !dbg !197
  store i64 9007199254740993, i64* %17, align 8, !dbg !197
  %154 = load i64, i64* %17, align 8, !dbg !198
  %155 = sitofp i64 %154 to double, !dbg !199
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.12, i64 0, i64 0), double noundef %155, double noundef 0x43E0000000000000), !dbg !200
  ret i32 0, !dbg !201
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_format.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "f73bf2fbbb82f99efc84a5a8f8aa63a6")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "v", scope: !12, file: !1, line: 7, type: !3)
!18 = !DILocation(line: 7, column: 12, scope: !12)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 8, type: !15)
!20 = distinct !DILexicalBlock(scope: !12, file: !1, line: 8, column: 5)
!21 = !DILocation(line: 8, column: 14, scope: !20)
!22 = !DILocation(line: 8, column: 10, scope: !20)
!23 = !DILocation(line: 8, column: 21, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 8, column: 5)
!25 = !DILocation(line: 8, column: 23, scope: !24)
!26 = !DILocation(line: 8, column: 5, scope: !20)
!27 = !DILocalVariable(name: "x", scope: !28, file: !1, line: 9, type: !3)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 8, column: 43)
!29 = !DILocation(line: 9, column: 16, scope: !28)
!30 = !DILocation(line: 9, column: 20, scope: !28)
!31 = !DILocation(line: 9, column: 22, scope: !28)
!32 = !DILocation(line: 10, column: 58, scope: !28)
!33 = !DILocation(line: 10, column: 60, scope: !28)
!34 = !DILocation(line: 10, column: 66, scope: !28)
!35 = !DILocation(line: 10, column: 69, scope: !28)
!36 = !DILocation(line: 10, column: 72, scope: !28)
!37 = !DILocation(line: 10, column: 75, scope: !28)
!38 = !DILocation(line: 10, column: 78, scope: !28)
!39 = !DILocation(line: 10, column: 9, scope: !28)
!40 = !DILocation(line: 11, column: 5, scope: !28)
!41 = !DILocation(line: 8, column: 30, scope: !24)
!42 = !DILocation(line: 8, column: 36, scope: !24)
!43 = !DILocation(line: 8, column: 5, scope: !24)
!44 = distinct !{!44, !26, !45, !46}
!45 = !DILocation(line: 11, column: 5, scope: !20)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocalVariable(name: "p2", scope: !12, file: !1, line: 12, type: !3)
!48 = !DILocation(line: 12, column: 12, scope: !12)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 13, type: !15)
!50 = distinct !DILexicalBlock(scope: !12, file: !1, line: 13, column: 5)
!51 = !DILocation(line: 13, column: 14, scope: !50)
!52 = !DILocation(line: 13, column: 10, scope: !50)
!53 = !DILocation(line: 13, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 13, column: 5)
!55 = !DILocation(line: 13, column: 23, scope: !54)
!56 = !DILocation(line: 13, column: 5, scope: !50)
!57 = !DILocation(line: 14, column: 46, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 13, column: 37)
!59 = !DILocation(line: 14, column: 49, scope: !58)
!60 = !DILocation(line: 14, column: 53, scope: !58)
!61 = !DILocation(line: 14, column: 57, scope: !58)
!62 = !DILocation(line: 14, column: 9, scope: !58)
!63 = !DILocalVariable(name: "k", scope: !64, file: !1, line: 15, type: !15)
!64 = distinct !DILexicalBlock(scope: !58, file: !1, line: 15, column: 9)
!65 = !DILocation(line: 15, column: 18, scope: !64)
!66 = !DILocation(line: 15, column: 14, scope: !64)
!67 = !DILocation(line: 15, column: 25, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 15, column: 9)
!69 = !DILocation(line: 15, column: 27, scope: !68)
!70 = !DILocation(line: 15, column: 9, scope: !64)
!71 = !DILocation(line: 16, column: 16, scope: !68)
!72 = !DILocation(line: 16, column: 13, scope: !68)
!73 = !DILocation(line: 15, column: 33, scope: !68)
!74 = !DILocation(line: 15, column: 9, scope: !68)
!75 = distinct !{!75, !70, !76, !46}
!76 = !DILocation(line: 16, column: 19, scope: !64)
!77 = !DILocation(line: 17, column: 5, scope: !58)
!78 = !DILocation(line: 13, column: 31, scope: !54)
!79 = !DILocation(line: 13, column: 5, scope: !54)
!80 = distinct !{!80, !56, !81, !46}
!81 = !DILocation(line: 17, column: 5, scope: !50)
!82 = !DILocalVariable(name: "q", scope: !12, file: !1, line: 18, type: !3)
!83 = !DILocation(line: 18, column: 12, scope: !12)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 19, type: !15)
!85 = distinct !DILexicalBlock(scope: !12, file: !1, line: 19, column: 5)
!86 = !DILocation(line: 19, column: 14, scope: !85)
!87 = !DILocation(line: 19, column: 10, scope: !85)
!88 = !DILocation(line: 19, column: 21, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 19, column: 5)
!90 = !DILocation(line: 19, column: 23, scope: !89)
!91 = !DILocation(line: 19, column: 5, scope: !85)
!92 = !DILocation(line: 20, column: 40, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 19, column: 37)
!94 = !DILocation(line: 20, column: 43, scope: !93)
!95 = !DILocation(line: 20, column: 46, scope: !93)
!96 = !DILocation(line: 20, column: 9, scope: !93)
!97 = !DILocalVariable(name: "k", scope: !98, file: !1, line: 21, type: !15)
!98 = distinct !DILexicalBlock(scope: !93, file: !1, line: 21, column: 9)
!99 = !DILocation(line: 21, column: 18, scope: !98)
!100 = !DILocation(line: 21, column: 14, scope: !98)
!101 = !DILocation(line: 21, column: 25, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !1, line: 21, column: 9)
!103 = !DILocation(line: 21, column: 27, scope: !102)
!104 = !DILocation(line: 21, column: 9, scope: !98)
!105 = !DILocation(line: 22, column: 15, scope: !102)
!106 = !DILocation(line: 22, column: 13, scope: !102)
!107 = !DILocation(line: 21, column: 33, scope: !102)
!108 = !DILocation(line: 21, column: 9, scope: !102)
!109 = distinct !{!109, !104, !110, !46}
!110 = !DILocation(line: 22, column: 18, scope: !98)
!111 = !DILocation(line: 23, column: 5, scope: !93)
!112 = !DILocation(line: 19, column: 31, scope: !89)
!113 = !DILocation(line: 19, column: 5, scope: !89)
!114 = distinct !{!114, !91, !115, !46}
!115 = !DILocation(line: 23, column: 5, scope: !85)
!116 = !DILocalVariable(name: "halves", scope: !12, file: !1, line: 25, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 768, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 12)
!120 = !DILocation(line: 25, column: 12, scope: !12)
!121 = !DILocalVariable(name: "i", scope: !122, file: !1, line: 27, type: !15)
!122 = distinct !DILexicalBlock(scope: !12, file: !1, line: 27, column: 5)
!123 = !DILocation(line: 27, column: 14, scope: !122)
!124 = !DILocation(line: 27, column: 10, scope: !122)
!125 = !DILocation(line: 27, column: 21, scope: !126)
!126 = distinct !DILexicalBlock(scope: !122, file: !1, line: 27, column: 5)
!127 = !DILocation(line: 27, column: 23, scope: !126)
!128 = !DILocation(line: 27, column: 5, scope: !122)
!129 = !DILocation(line: 28, column: 60, scope: !126)
!130 = !DILocation(line: 28, column: 53, scope: !126)
!131 = !DILocation(line: 28, column: 71, scope: !126)
!132 = !DILocation(line: 28, column: 64, scope: !126)
!133 = !DILocation(line: 28, column: 82, scope: !126)
!134 = !DILocation(line: 28, column: 75, scope: !126)
!135 = !DILocation(line: 28, column: 93, scope: !126)
!136 = !DILocation(line: 28, column: 86, scope: !126)
!137 = !DILocation(line: 29, column: 23, scope: !126)
!138 = !DILocation(line: 29, column: 16, scope: !126)
!139 = !DILocation(line: 29, column: 34, scope: !126)
!140 = !DILocation(line: 29, column: 27, scope: !126)
!141 = !DILocation(line: 28, column: 9, scope: !126)
!142 = !DILocation(line: 27, column: 30, scope: !126)
!143 = !DILocation(line: 27, column: 5, scope: !126)
!144 = distinct !{!144, !128, !145, !46}
!145 = !DILocation(line: 29, column: 36, scope: !122)
!146 = !DILocalVariable(name: "prec", scope: !147, file: !1, line: 30, type: !15)
!147 = distinct !DILexicalBlock(scope: !12, file: !1, line: 30, column: 5)
!148 = !DILocation(line: 30, column: 14, scope: !147)
!149 = !DILocation(line: 30, column: 10, scope: !147)
!150 = !DILocation(line: 30, column: 24, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !1, line: 30, column: 5)
!152 = !DILocation(line: 30, column: 29, scope: !151)
!153 = !DILocation(line: 30, column: 5, scope: !147)
!154 = !DILocation(line: 31, column: 54, scope: !151)
!155 = !DILocation(line: 31, column: 60, scope: !151)
!156 = !DILocation(line: 31, column: 85, scope: !151)
!157 = !DILocation(line: 31, column: 91, scope: !151)
!158 = !DILocation(line: 31, column: 9, scope: !151)
!159 = !DILocation(line: 30, column: 40, scope: !151)
!160 = !DILocation(line: 30, column: 5, scope: !151)
!161 = distinct !{!161, !153, !162, !46}
!162 = !DILocation(line: 32, column: 33, scope: !147)
!163 = !DILocalVariable(name: "subn", scope: !12, file: !1, line: 33, type: !3)
!164 = !DILocation(line: 33, column: 12, scope: !12)
!165 = !DILocation(line: 34, column: 43, scope: !12)
!166 = !DILocation(line: 34, column: 49, scope: !12)
!167 = !DILocation(line: 34, column: 54, scope: !12)
!168 = !DILocation(line: 34, column: 59, scope: !12)
!169 = !DILocation(line: 34, column: 64, scope: !12)
!170 = !DILocation(line: 34, column: 5, scope: !12)
!171 = !DILocation(line: 35, column: 5, scope: !12)
!172 = !DILocation(line: 36, column: 5, scope: !12)
!173 = !DILocation(line: 37, column: 5, scope: !12)
!174 = !DILocation(line: 38, column: 5, scope: !12)
!175 = !DILocation(line: 39, column: 5, scope: !12)
!176 = !DILocalVariable(name: "f", scope: !12, file: !1, line: 40, type: !177)
!177 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!178 = !DILocation(line: 40, column: 11, scope: !12)
!179 = !DILocalVariable(name: "prec", scope: !180, file: !1, line: 41, type: !15)
!180 = distinct !DILexicalBlock(scope: !12, file: !1, line: 41, column: 5)
!181 = !DILocation(line: 41, column: 14, scope: !180)
!182 = !DILocation(line: 41, column: 10, scope: !180)
!183 = !DILocation(line: 41, column: 24, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !1, line: 41, column: 5)
!185 = !DILocation(line: 41, column: 29, scope: !184)
!186 = !DILocation(line: 41, column: 5, scope: !180)
!187 = !DILocation(line: 42, column: 47, scope: !184)
!188 = !DILocation(line: 42, column: 53, scope: !184)
!189 = !DILocation(line: 42, column: 59, scope: !184)
!190 = !DILocation(line: 42, column: 9, scope: !184)
!191 = !DILocation(line: 41, column: 41, scope: !184)
!192 = !DILocation(line: 41, column: 5, scope: !184)
!193 = distinct !{!193, !186, !194, !46}
!194 = !DILocation(line: 42, column: 60, scope: !180)
!195 = !DILocalVariable(name: "big", scope: !12, file: !1, line: 43, type: !196)
!196 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!197 = !DILocation(line: 43, column: 15, scope: !12)
!198 = !DILocation(line: 44, column: 58, scope: !12)
!199 = !DILocation(line: 44, column: 50, scope: !12)
!200 = !DILocation(line: 44, column: 5, scope: !12)
!201 = !DILocation(line: 45, column: 5, scope: !12)
